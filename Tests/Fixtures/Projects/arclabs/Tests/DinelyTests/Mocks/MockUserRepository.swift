import Foundation
@testable import Dinely

final class MockUserRepository: UserRepositoryProtocol, @unchecked Sendable {

    // MARK: Public Properties

    var getUserResult: Result<User, Error> = .failure(RepositoryError.notFound)
    var updateUserResult: Result<User, Error>?
    private(set) var getUserCallCount = 0
    private(set) var updateUserCallCount = 0
    private(set) var deleteUserCallCount = 0
    private(set) var lastUpdatedUser: User?

    // MARK: - UserRepositoryProtocol

    func getUser(by id: UUID) async throws -> User {
        getUserCallCount += 1
        return try getUserResult.get()
    }

    func updateUser(_ user: User) async throws -> User {
        updateUserCallCount += 1
        lastUpdatedUser = user
        return try updateUserResult?.get() ?? user
    }

    func deleteUser(by id: UUID) async throws {
        deleteUserCallCount += 1
    }
}
