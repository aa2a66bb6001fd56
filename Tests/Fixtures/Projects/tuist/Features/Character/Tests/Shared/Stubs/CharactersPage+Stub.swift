@testable import PortalCharacter

extension CharactersPage {
	static func stub(
		characters: [Character] = [.stub()],
		currentPage: Int = 1,
		totalPages: Int = 42,
		hasNextPage: Bool = true
	) -> CharactersPage {
		CharactersPage(characters: characters, currentPage: currentPage, totalPages: totalPages, hasNextPage: hasNextPage)
	}
}
