import Foundation
import Testing
@testable import Ledger

@Suite("SetBudgetUseCase")
struct SetBudgetUseCaseTests {
    @Test("Saves a budget with a limit")
    func savesABudget() async throws {
        let repository = MockBudgetRepository()
        let budget = Budget(id: UUID(), accountID: UUID(), category: .groceries, monthlyLimit: 300)

        try await SetBudgetUseCase(repository: repository).execute(budget)

        #expect(repository.savedBudgets == [budget])
    }

    @Test("Refuses a negative limit")
    func refusesANegativeLimit() async throws {
        let budget = Budget(id: UUID(), accountID: UUID(), category: .leisure, monthlyLimit: -1)

        await #expect(throws: SetBudgetUseCase.ValidationError.negativeLimit) {
            try await SetBudgetUseCase(repository: MockBudgetRepository()).execute(budget)
        }
    }
}
