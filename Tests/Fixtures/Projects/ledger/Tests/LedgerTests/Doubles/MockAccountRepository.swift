import Foundation
@testable import Ledger

final class MockAccountRepository: AccountRepository, @unchecked Sendable {
    var accounts: [Account] = []
    private(set) var savedAccounts: [Account] = []

    func fetch(id: UUID) async throws -> Account? {
        accounts.first { $0.id == id }
    }

    func fetchAll() async throws -> [Account] {
        accounts
    }

    func save(_ account: Account) async throws {
        savedAccounts.append(account)
    }
}
