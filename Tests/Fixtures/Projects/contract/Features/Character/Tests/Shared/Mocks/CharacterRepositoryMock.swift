@testable import CitadelCharacter

final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
	var characterResult: Result<Character, CharacterError> = .failure(.loadFailed())
	var charactersPageResult: Result<CharactersPage, CharacterError> = .failure(.loadFailed())
	private(set) var getCharacterCallCount = 0
	private(set) var getCharactersPageCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastRequestedPage: Int?
	private(set) var lastCachePolicy: CachePolicy?

	@MainActor init() {}

	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
		getCharacterCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try characterResult.get()
	}

	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage {
		getCharactersPageCallCount += 1
		lastRequestedPage = page
		lastCachePolicy = cachePolicy
		return try charactersPageResult.get()
	}
}
