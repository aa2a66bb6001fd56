import PortalCore

struct EpisodeRepository: EpisodeRepositoryContract {
	func getEpisodes(characterIdentifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> EpisodeCharacterWithEpisodes {
		throw .characterNotFound(identifier: characterIdentifier)
	}
}
