import PortalCore
import Testing

@testable import PortalCharacter

@Suite
struct GetCharacterUseCaseTests {
	@Test("Execute returns the character and reads local first")
	func executeReturnsCharacter() async throws {
		// Given
		let expected = Character.stub()
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.result = .success(expected)
		let sut = GetCharacterUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(identifier: 1)

		// Then
		#expect(value == expected)
		#expect(repositoryMock.getCharacterCallCount == 1)
		#expect(repositoryMock.lastRequestedIdentifier == 1)
		#expect(repositoryMock.lastCharacterCachePolicy == .localFirst)
	}

	@Test("Execute forwards the repository's error")
	func executeForwardsError() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.result = .failure(.loadFailed())
		let sut = GetCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.loadFailed()) {
			_ = try await sut.execute(identifier: 1)
		}
	}
}
