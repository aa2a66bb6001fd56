import PortalCore

struct CharacterRepository: CharacterRepositoryContract {
	private let remoteDataSource: CharacterRemoteDataSourceContract

	init(remoteDataSource: CharacterRemoteDataSourceContract) {
		self.remoteDataSource = remoteDataSource
	}

	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
		do {
			return try await remoteDataSource.fetchCharacter(identifier: identifier)
		} catch {
			throw .loadFailed(description: "\(error)")
		}
	}
}
