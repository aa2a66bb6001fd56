import Testing
@testable import CitadelCharacter

@Suite("GetCharactersPageUseCase")
struct GetCharactersPageUseCaseTests {
	@Test("Execute returns the requested page and reads local first")
	@MainActor
	func executeReturnsPageLocalFirst() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let page = CharactersPage(characters: [.mock(id: 21), .mock(id: 22)], currentPage: 2, totalPages: 42)
		repositoryMock.charactersPageResult = .success(page)
		let sut = GetCharactersPageUseCase(repository: repositoryMock)

		// When
		let result = try await sut.execute(page: 2)

		// Then
		#expect(result == page)
		#expect(result.hasNextPage)
		#expect(repositoryMock.lastRequestedPage == 2)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Execute rejects pages below one without calling the repository")
	@MainActor
	func executeRejectsInvalidPage() async {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = GetCharactersPageUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.self) {
			_ = try await sut.execute(page: 0)
		}
		#expect(repositoryMock.getCharactersPageCallCount == 0)
	}
}
