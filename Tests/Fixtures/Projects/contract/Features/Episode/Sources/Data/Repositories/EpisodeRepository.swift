struct EpisodeRepository: EpisodeRepositoryContract {
	private let remoteDataSource: EpisodeRemoteDataSourceContract
	private let mapper: EpisodeMapper

	init(remoteDataSource: EpisodeRemoteDataSourceContract, mapper: EpisodeMapper = EpisodeMapper()) {
		self.remoteDataSource = remoteDataSource
		self.mapper = mapper
	}

	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode {
		do {
			let dto = try await remoteDataSource.fetchEpisode(
				identifier: identifier,
				allowCachedResponse: cachePolicy == .localFirst
			)
			return mapper.map(dto)
		} catch EpisodeAPIError.notFound {
			throw .notFound(identifier: identifier)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}
}
