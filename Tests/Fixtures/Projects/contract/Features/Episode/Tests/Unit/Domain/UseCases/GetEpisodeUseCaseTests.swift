import Testing
@testable import CitadelEpisode

@Suite("GetEpisodeUseCase")
struct GetEpisodeUseCaseTests {
	@Test("Execute returns the episode and reads local first")
	@MainActor
	func executeReturnsEpisodeLocalFirst() async throws {
		// Given
		let episode = Episode(id: 28, name: "The Ricklantis Mixup", airDate: "September 10, 2017", code: "S03E07", characterIdentifiers: [1, 2])
		let repositoryMock = EpisodeRepositoryMock()
		repositoryMock.result = .success(episode)
		let sut = GetEpisodeUseCase(repository: repositoryMock)

		// When
		let result = try await sut.execute(identifier: 28)

		// Then
		#expect(result == episode)
		#expect(repositoryMock.getEpisodeCallCount == 1)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Execute forwards not found")
	@MainActor
	func executeForwardsNotFound() async {
		// Given
		let repositoryMock = EpisodeRepositoryMock()
		repositoryMock.result = .failure(.notFound(identifier: 52))
		let sut = GetEpisodeUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: EpisodeError.notFound(identifier: 52)) {
			_ = try await sut.execute(identifier: 52)
		}
	}
}
