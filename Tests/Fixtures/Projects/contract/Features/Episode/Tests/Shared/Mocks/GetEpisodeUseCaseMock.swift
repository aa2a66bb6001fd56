@testable import CitadelEpisode

final class GetEpisodeUseCaseMock: GetEpisodeUseCaseContract, @unchecked Sendable {
	var result: Result<Episode, EpisodeError> = .failure(.loadFailed())
	private(set) var executeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?

	@MainActor init() {}

	func execute(identifier: Int) async throws(EpisodeError) -> Episode {
		executeCallCount += 1
		lastRequestedIdentifier = identifier
		return try result.get()
	}
}
