protocol EpisodeRepositoryContract: Sendable {
	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode
}
