import Foundation
@testable import Ledger

final class MockRemoteAccountDataSource: RemoteAccountDataSource, @unchecked Sendable {
    var responses: [AccountResponse] = []
    var error: TransportError?
    private(set) var putResponses: [AccountResponse] = []

    func fetchAccount(id: UUID) async throws -> AccountResponse {
        if let error { throw error }
        guard let response = responses.first(where: { $0.id == id }) else { throw TransportError.status(404) }
        return response
    }

    func fetchAccounts() async throws -> [AccountResponse] {
        if let error { throw error }
        return responses
    }

    func putAccount(_ account: AccountResponse) async throws {
        if let error { throw error }
        putResponses.append(account)
    }
}
