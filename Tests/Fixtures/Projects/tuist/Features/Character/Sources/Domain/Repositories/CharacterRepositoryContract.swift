import PortalCore

protocol CharacterRepositoryContract: Sendable {
	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character
}
