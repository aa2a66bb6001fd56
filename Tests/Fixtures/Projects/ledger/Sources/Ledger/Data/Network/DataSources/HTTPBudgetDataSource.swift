import Foundation

protocol RemoteBudgetDataSource: Sendable {
    func fetchBudget(id: UUID) async throws -> BudgetResponse
    func fetchBudgets() async throws -> [BudgetResponse]
    func putBudget(_ budget: BudgetResponse) async throws
}

struct HTTPBudgetDataSource: RemoteBudgetDataSource {
    private let client: any HTTPClient

    init(client: any HTTPClient) {
        self.client = client
    }

    func fetchBudget(id: UUID) async throws -> BudgetResponse {
        try await client.get(.budget(id))
    }

    func fetchBudgets() async throws -> [BudgetResponse] {
        try await client.get(.budgets)
    }

    func putBudget(_ budget: BudgetResponse) async throws {
        try await client.put(.budget(budget.id), body: budget)
    }
}
