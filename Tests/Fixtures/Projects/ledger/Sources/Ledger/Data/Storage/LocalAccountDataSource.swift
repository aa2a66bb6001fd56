import Foundation

/// What the app last fetched, for when the network is not there.
protocol LocalAccountDataSource: Sendable {
    func account(id: UUID) async -> Account?
    func accounts() async -> [Account]
    func saveAccounts(_ accounts: [Account]) async
}
