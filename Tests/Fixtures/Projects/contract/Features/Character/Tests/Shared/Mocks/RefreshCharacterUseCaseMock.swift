@testable import CitadelCharacter

final class RefreshCharacterUseCaseMock: RefreshCharacterUseCaseContract, @unchecked Sendable {
	var result: Result<Character, CharacterError> = .failure(.loadFailed())
	private(set) var executeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?

	@MainActor init() {}

	func execute(identifier: Int) async throws(CharacterError) -> Character {
		executeCallCount += 1
		lastRequestedIdentifier = identifier
		return try result.get()
	}
}
