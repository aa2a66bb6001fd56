import Foundation

protocol AccountRepository {
    func accounts() async throws -> [Account]
    func account(id: Account.ID) async throws -> Account?
    func submit(_ transfer: Transfer) async throws -> Transfer
}

enum AccountRepositoryError: Error, Equatable {
    case sessionExpired
    case unavailable
    case rejected(String)
}
