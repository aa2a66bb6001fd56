import Foundation
import Testing
@testable import Ledger

@Suite("LoadAccountsUseCase")
struct LoadAccountsUseCaseTests {
    @Test("Lists accounts by name")
    func listsAccountsByName() async throws {
        let repository = MockAccountRepository()
        let savings = Account(id: UUID(), displayName: "Savings", currencyCode: "EUR", openedAt: .now)
        let current = Account(id: UUID(), displayName: "Current", currencyCode: "EUR", openedAt: .now)
        repository.accounts = [savings, current]

        #expect(try await LoadAccountsUseCase(repository: repository).execute() == [current, savings])
    }
}
