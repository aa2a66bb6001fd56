import Foundation

protocol RemoteAccountDataSource: Sendable {
    func fetchAccount(id: UUID) async throws -> AccountResponse
    func fetchAccounts() async throws -> [AccountResponse]
    func putAccount(_ account: AccountResponse) async throws
}

struct HTTPAccountDataSource: RemoteAccountDataSource {
    private let client: any HTTPClient

    init(client: any HTTPClient) {
        self.client = client
    }

    func fetchAccount(id: UUID) async throws -> AccountResponse {
        try await client.get(.account(id))
    }

    func fetchAccounts() async throws -> [AccountResponse] {
        try await client.get(.accounts)
    }

    func putAccount(_ account: AccountResponse) async throws {
        try await client.put(.account(account.id), body: account)
    }
}
