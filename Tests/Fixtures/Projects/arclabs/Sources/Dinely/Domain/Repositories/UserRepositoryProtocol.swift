import Foundation

protocol UserRepositoryProtocol: Sendable {
    func getUser(by id: UUID) async throws -> User
    func updateUser(_ user: User) async throws -> User
    func deleteUser(by id: UUID) async throws
}
