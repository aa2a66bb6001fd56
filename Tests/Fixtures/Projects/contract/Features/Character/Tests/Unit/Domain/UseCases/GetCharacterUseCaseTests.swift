import Testing
@testable import CitadelCharacter

@Suite("GetCharacterUseCase")
struct GetCharacterUseCaseTests {
	@Test("Execute returns the character and reads local first")
	@MainActor
	func executeReturnsCharacterLocalFirst() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.characterResult = .success(.mock(id: 2, name: "Morty Smith"))
		let sut = GetCharacterUseCase(repository: repositoryMock)

		// When
		let character = try await sut.execute(identifier: 2)

		// Then
		#expect(character == .mock(id: 2, name: "Morty Smith"))
		#expect(repositoryMock.getCharacterCallCount == 1)
		#expect(repositoryMock.lastRequestedIdentifier == 2)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Execute forwards repository errors")
	@MainActor
	func executeForwardsRepositoryErrors() async {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.characterResult = .failure(.notFound(identifier: 999))
		let sut = GetCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.notFound(identifier: 999)) {
			_ = try await sut.execute(identifier: 999)
		}
	}
}
