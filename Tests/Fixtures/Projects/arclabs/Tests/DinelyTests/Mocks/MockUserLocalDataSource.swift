import Foundation
@testable import Dinely

final class MockUserLocalDataSource: UserLocalDataSourceProtocol, @unchecked Sendable {

    // MARK: Public Properties

    var storedUsers: [String: UserDTO] = [:]
    private(set) var saveUserCallCount = 0

    // MARK: - UserLocalDataSourceProtocol

    func getUser(by id: UUID) async throws -> UserDTO {
        guard let user = storedUsers[id.uuidString] else {
            throw LocalDataSourceError.notFound
        }
        return user
    }

    func saveUser(_ user: UserDTO) async throws {
        saveUserCallCount += 1
        storedUsers[user.id] = user
    }

    func deleteUser(by id: UUID) async throws {
        storedUsers[id.uuidString] = nil
    }
}
