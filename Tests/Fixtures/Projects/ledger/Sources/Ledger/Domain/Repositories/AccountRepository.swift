import Foundation

protocol AccountRepository: Sendable {
    func fetch(id: UUID) async throws -> Account?
    func fetchAll() async throws -> [Account]
    func save(_ account: Account) async throws
}
