import XCTest
@testable import Ledger

final class ListAccountsUseCaseTests: XCTestCase {
    func testChecksFirst() async throws {
        let spy = AccountRepositorySpy()
        spy.stubbedAccounts = [
            Account(id: UUID(), name: "Card", balance: 0, currency: .euro, kind: .credit),
            Account(id: UUID(), name: "Main", balance: 0, currency: .euro, kind: .checking),
        ]
        XCTAssertEqual(try await ListAccountsUseCase(repository: spy).execute().map(\.name), ["Main", "Card"])
    }
}
