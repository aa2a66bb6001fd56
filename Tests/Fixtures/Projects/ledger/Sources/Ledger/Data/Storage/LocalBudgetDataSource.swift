import Foundation

protocol LocalBudgetDataSource: Sendable {
    func budget(id: UUID) async -> Budget?
    func budgets() async -> [Budget]
    func saveBudgets(_ budgets: [Budget]) async
}
