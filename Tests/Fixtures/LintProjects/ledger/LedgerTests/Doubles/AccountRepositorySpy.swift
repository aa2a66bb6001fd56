import Foundation
@testable import Ledger

final class AccountRepositorySpy: AccountRepository {
    var stubbedAccounts: [Account] = []
    private(set) var submitted: [Transfer] = []

    func accounts() async throws -> [Account] { stubbedAccounts }
    func account(id: Account.ID) async throws -> Account? { stubbedAccounts.first { $0.id == id } }
    func submit(_ transfer: Transfer) async throws -> Transfer {
        submitted.append(transfer)
        return transfer
    }
}
