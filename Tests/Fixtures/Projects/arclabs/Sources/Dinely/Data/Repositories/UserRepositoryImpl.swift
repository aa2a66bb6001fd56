import Foundation

final class UserRepositoryImpl {

    // MARK: Private Properties

    private let remoteDataSource: UserRemoteDataSourceProtocol
    private let localDataSource: UserLocalDataSourceProtocol
    private let cacheManager: CacheManagerProtocol

    // MARK: Initialization

    init(
        remoteDataSource: UserRemoteDataSourceProtocol,
        localDataSource: UserLocalDataSourceProtocol,
        cacheManager: CacheManagerProtocol
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
        self.cacheManager = cacheManager
    }
}

// MARK: - UserRepositoryProtocol

extension UserRepositoryImpl: UserRepositoryProtocol {
    func getUser(by id: UUID) async throws -> User {
        // 1. Check cache first
        let cacheKey = cacheKey(for: id)
        if let cached = await cacheManager.get(key: cacheKey) as? UserDTO {
            return cached.toDomain()
        }

        // 2. Try local database
        if let local = try? await localDataSource.getUser(by: id) {
            await cacheManager.set(local, for: cacheKey)
            return local.toDomain()
        }

        // 3. Fetch from remote
        do {
            let dto = try await remoteDataSource.fetchUser(by: id)

            // 4. Cache results
            try? await localDataSource.saveUser(dto)
            await cacheManager.set(dto, for: cacheKey)

            return dto.toDomain()
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }

    func updateUser(_ user: User) async throws -> User {
        do {
            let dto = try await remoteDataSource.updateUser(UserDTO.fromDomain(user))
            try? await localDataSource.saveUser(dto)
            await cacheManager.set(dto, for: cacheKey(for: user.id))
            return dto.toDomain()
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }

    func deleteUser(by id: UUID) async throws {
        do {
            try await remoteDataSource.deleteUser(by: id)
            try? await localDataSource.deleteUser(by: id)
            await cacheManager.remove(key: cacheKey(for: id))
        } catch let error as NetworkError {
            throw mapNetworkError(error)
        } catch {
            throw RepositoryError.unknown(String(describing: error))
        }
    }
}

// MARK: - Private Functions

private extension UserRepositoryImpl {
    func cacheKey(for id: UUID) -> String {
        "user:\(id.uuidString)"
    }

    func mapNetworkError(_ error: NetworkError) -> RepositoryError {
        switch error {
        case .notFound:
            return .notFound
        case .unauthorized:
            return .unauthorized
        case .networkUnavailable:
            return .networkError
        case .decodingFailed:
            return .invalidData
        default:
            return .unknown(String(describing: error))
        }
    }
}
