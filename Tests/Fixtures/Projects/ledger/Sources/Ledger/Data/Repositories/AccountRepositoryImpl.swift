import Foundation

/// Accounts from the API, or the last ones fetched when the network fails.
final class AccountRepositoryImpl: AccountRepository {
    private let remote: any RemoteAccountDataSource
    private let local: any LocalAccountDataSource
    private let mapper = AccountResponseMapper()

    init(remote: any RemoteAccountDataSource, local: any LocalAccountDataSource) {
        self.remote = remote
        self.local = local
    }

    func fetch(id: UUID) async throws -> Account? {
        do {
            let account = mapper.map(try await remote.fetchAccount(id: id))
            await local.saveAccounts([account])
            return account
        } catch {
            guard let stored = await local.account(id: id) else { throw error }
            return stored
        }
    }

    func fetchAll() async throws -> [Account] {
        do {
            let accounts = try await remote.fetchAccounts().map(mapper.map)
            await local.saveAccounts(accounts)
            return accounts
        } catch {
            let stored = await local.accounts()
            guard !stored.isEmpty else { throw error }
            return stored
        }
    }

    func save(_ account: Account) async throws {
        try await remote.putAccount(mapper.map(account))
        await local.saveAccounts([account])
    }
}
