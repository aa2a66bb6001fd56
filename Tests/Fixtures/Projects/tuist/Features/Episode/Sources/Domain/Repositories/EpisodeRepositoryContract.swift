import PortalCore

protocol EpisodeRepositoryContract: Sendable {
	func getEpisodes(characterIdentifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes
}
