import Foundation

actor InMemoryAccountDataSource: LocalAccountDataSource {
    private var stored: [UUID: Account] = [:]

    func account(id: UUID) -> Account? {
        stored[id]
    }

    func accounts() -> [Account] {
        Array(stored.values)
    }

    func saveAccounts(_ accounts: [Account]) {
        for account in accounts { stored[account.id] = account }
    }
}
