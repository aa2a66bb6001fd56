import Testing
@testable import CitadelCharacter

@Suite("RefreshCharacterUseCase")
struct RefreshCharacterUseCaseTests {
	@Test("Execute returns the character and reads remote first")
	@MainActor
	func executeReturnsCharacterRemoteFirst() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.characterResult = .success(.mock(status: .dead))
		let sut = RefreshCharacterUseCase(repository: repositoryMock)

		// When
		let character = try await sut.execute(identifier: 1)

		// Then
		#expect(character.status == .dead)
		#expect(repositoryMock.getCharacterCallCount == 1)
		#expect(repositoryMock.lastCachePolicy == .remoteFirst)
	}

	@Test("Execute forwards load failures")
	@MainActor
	func executeForwardsLoadFailures() async {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = RefreshCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.loadFailed()) {
			_ = try await sut.execute(identifier: 1)
		}
	}
}
