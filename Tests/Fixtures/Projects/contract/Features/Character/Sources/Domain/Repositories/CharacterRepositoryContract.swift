protocol CharacterRepositoryContract: Sendable {
	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character
	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage
}
