import Foundation
@testable import Ledger

final class MockBudgetRepository: BudgetRepository, @unchecked Sendable {
    var budgets: [Budget] = []
    private(set) var savedBudgets: [Budget] = []

    func fetch(id: UUID) async throws -> Budget? {
        budgets.first { $0.id == id }
    }

    func fetchAll() async throws -> [Budget] {
        budgets
    }

    func save(_ budget: Budget) async throws {
        savedBudgets.append(budget)
    }
}
