import Foundation

protocol BudgetRepository: Sendable {
    func fetch(id: UUID) async throws -> Budget?
    func fetchAll() async throws -> [Budget]
    func save(_ budget: Budget) async throws
}
