protocol GetEpisodeUseCaseContract: Sendable {
	func execute(identifier: Int) async throws(EpisodeError) -> Episode
}

struct GetEpisodeUseCase: GetEpisodeUseCaseContract {
	private let repository: EpisodeRepositoryContract

	init(repository: EpisodeRepositoryContract) {
		self.repository = repository
	}

	func execute(identifier: Int) async throws(EpisodeError) -> Episode {
		try await repository.getEpisode(identifier: identifier, cachePolicy: .localFirst)
	}
}
