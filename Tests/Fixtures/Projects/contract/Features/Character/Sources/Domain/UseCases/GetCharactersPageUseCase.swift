protocol GetCharactersPageUseCaseContract: Sendable {
	func execute(page: Int) async throws(CharacterError) -> CharactersPage
}

struct GetCharactersPageUseCase: GetCharactersPageUseCaseContract {
	private let repository: CharacterRepositoryContract

	init(repository: CharacterRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int) async throws(CharacterError) -> CharactersPage {
		guard page >= 1 else {
			throw .loadFailed(description: "Pages start at 1, got \(page)")
		}
		return try await repository.getCharactersPage(page: page, cachePolicy: .localFirst)
	}
}
