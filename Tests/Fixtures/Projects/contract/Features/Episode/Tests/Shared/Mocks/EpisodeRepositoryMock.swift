@testable import CitadelEpisode

final class EpisodeRepositoryMock: EpisodeRepositoryContract, @unchecked Sendable {
	var result: Result<Episode, EpisodeError> = .failure(.loadFailed())
	private(set) var getEpisodeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastCachePolicy: CachePolicy?

	@MainActor init() {}

	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode {
		getEpisodeCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try result.get()
	}
}
