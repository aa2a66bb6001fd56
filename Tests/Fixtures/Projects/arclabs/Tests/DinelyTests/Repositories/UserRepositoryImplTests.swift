import Foundation
import Testing
@testable import Dinely

@Suite("UserRepositoryImpl")
struct UserRepositoryImplTests {

    // MARK: Private Properties

    private let remoteDataSource = MockUserRemoteDataSource()
    private let localDataSource = MockUserLocalDataSource()
    private let cacheManager = CacheManager()

    private var sut: UserRepositoryImpl {
        UserRepositoryImpl(
            remoteDataSource: remoteDataSource,
            localDataSource: localDataSource,
            cacheManager: cacheManager
        )
    }

    // MARK: Tests

    @Test("Returns the cached user without calling the remote data source")
    func returnsCachedUser() async throws {
        let user = User.mock()
        await cacheManager.set(UserDTO.fromDomain(user), for: "user:\(user.id.uuidString)")

        let result = try await sut.getUser(by: user.id)

        #expect(result.id == user.id)
        #expect(remoteDataSource.fetchUserCallCount == 0)
    }

    @Test("Fetches from remote on a cache and database miss, then stores locally")
    func fetchesRemoteOnMiss() async throws {
        let user = User.mock()
        remoteDataSource.fetchUserResult = .success(UserDTO.fromDomain(user))

        let result = try await sut.getUser(by: user.id)

        #expect(result.name == user.name)
        #expect(remoteDataSource.fetchUserCallCount == 1)
        #expect(localDataSource.saveUserCallCount == 1)
    }

    @Test("Maps NetworkError.notFound to RepositoryError.notFound")
    func mapsNotFound() async {
        remoteDataSource.fetchUserResult = .failure(NetworkError.notFound)

        await #expect(throws: RepositoryError.notFound) {
            _ = try await sut.getUser(by: UUID())
        }
    }
}
