struct CharacterRepository: CharacterRepositoryContract {
	private let remoteDataSource: CharacterRemoteDataSourceContract
	private let localDataSource: CharacterLocalDataSourceContract
	private let mapper: CharacterMapper

	init(
		remoteDataSource: CharacterRemoteDataSourceContract,
		localDataSource: CharacterLocalDataSourceContract,
		mapper: CharacterMapper = CharacterMapper()
	) {
		self.remoteDataSource = remoteDataSource
		self.localDataSource = localDataSource
		self.mapper = mapper
	}

	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
		switch cachePolicy {
		case .localFirst:
			if let cached = await localDataSource.getCharacter(identifier: identifier) {
				return mapper.map(cached)
			}
			return try await fetchCharacter(identifier: identifier, cache: true)
		case .remoteFirst:
			do {
				return try await fetchCharacter(identifier: identifier, cache: true)
			} catch {
				guard let cached = await localDataSource.getCharacter(identifier: identifier) else {
					throw error
				}
				return mapper.map(cached)
			}
		case .none:
			return try await fetchCharacter(identifier: identifier, cache: false)
		}
	}

	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage {
		if cachePolicy == .localFirst, let cached = await localDataSource.getCharactersPage(page: page) {
			return mapper.map(cached, page: page)
		}
		do {
			let dto = try await remoteDataSource.fetchCharactersPage(page: page)
			if cachePolicy != .none {
				await localDataSource.saveCharactersPage(dto, page: page)
			}
			return mapper.map(dto, page: page)
		} catch {
			if cachePolicy == .remoteFirst, let cached = await localDataSource.getCharactersPage(page: page) {
				return mapper.map(cached, page: page)
			}
			throw .loadFailed(description: String(describing: error))
		}
	}

	// MARK: - Private

	private func fetchCharacter(identifier: Int, cache: Bool) async throws(CharacterError) -> Character {
		do {
			let dto = try await remoteDataSource.fetchCharacter(identifier: identifier)
			if cache {
				await localDataSource.saveCharacter(dto)
			}
			return mapper.map(dto)
		} catch CharacterAPIError.notFound {
			throw .notFound(identifier: identifier)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}
}
