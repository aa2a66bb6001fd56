import Foundation

actor InMemoryBudgetDataSource: LocalBudgetDataSource {
    private var stored: [UUID: Budget] = [:]

    func budget(id: UUID) -> Budget? {
        stored[id]
    }

    func budgets() -> [Budget] {
        Array(stored.values)
    }

    func saveBudgets(_ budgets: [Budget]) {
        for budget in budgets { stored[budget.id] = budget }
    }
}
