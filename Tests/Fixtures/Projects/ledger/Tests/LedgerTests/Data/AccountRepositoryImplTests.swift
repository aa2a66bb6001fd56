import Foundation
import Testing
@testable import Ledger

@Suite("AccountRepositoryImpl")
struct AccountRepositoryImplTests {
    static let account = Account(id: UUID(), displayName: "Current", currencyCode: "EUR", openedAt: Date(timeIntervalSince1970: 1_700_000_000))

    @Test("Reads the network first and keeps what it fetched")
    func readsTheNetworkFirst() async throws {
        let remote = MockRemoteAccountDataSource()
        remote.responses = [AccountResponseMapper().map(Self.account)]
        let local = InMemoryAccountDataSource()
        let repository = AccountRepositoryImpl(remote: remote, local: local)

        #expect(try await repository.fetch(id: Self.account.id) == Self.account)
        #expect(await local.account(id: Self.account.id) == Self.account)
    }

    @Test("Falls back to the stored account when the network fails")
    func fallsBackToTheStore() async throws {
        let remote = MockRemoteAccountDataSource()
        remote.error = .status(503)
        let local = InMemoryAccountDataSource()
        await local.saveAccounts([Self.account])
        let repository = AccountRepositoryImpl(remote: remote, local: local)

        #expect(try await repository.fetch(id: Self.account.id) == Self.account)
    }
}
