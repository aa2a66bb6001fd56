import Foundation
@testable import Dinely

final class MockUserRemoteDataSource: UserRemoteDataSourceProtocol, @unchecked Sendable {

    // MARK: Public Properties

    var fetchUserResult: Result<UserDTO, Error> = .failure(NetworkError.notFound)
    private(set) var fetchUserCallCount = 0
    private(set) var updateUserCallCount = 0
    private(set) var deleteUserCallCount = 0

    // MARK: - UserRemoteDataSourceProtocol

    func fetchUser(by id: UUID) async throws -> UserDTO {
        fetchUserCallCount += 1
        return try fetchUserResult.get()
    }

    func updateUser(_ user: UserDTO) async throws -> UserDTO {
        updateUserCallCount += 1
        return user
    }

    func deleteUser(by id: UUID) async throws {
        deleteUserCallCount += 1
    }
}
