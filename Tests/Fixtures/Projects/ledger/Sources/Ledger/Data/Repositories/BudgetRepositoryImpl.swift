import Foundation

final class BudgetRepositoryImpl: BudgetRepository {
    private let remote: any RemoteBudgetDataSource
    private let local: any LocalBudgetDataSource
    private let mapper = BudgetResponseMapper()

    init(remote: any RemoteBudgetDataSource, local: any LocalBudgetDataSource) {
        self.remote = remote
        self.local = local
    }

    func fetch(id: UUID) async throws -> Budget? {
        do {
            let budget = try mapper.map(try await remote.fetchBudget(id: id))
            await local.saveBudgets([budget])
            return budget
        } catch {
            guard let stored = await local.budget(id: id) else { throw error }
            return stored
        }
    }

    func fetchAll() async throws -> [Budget] {
        do {
            let budgets = try await remote.fetchBudgets().map { try mapper.map($0) }
            await local.saveBudgets(budgets)
            return budgets
        } catch {
            let stored = await local.budgets()
            guard !stored.isEmpty else { throw error }
            return stored
        }
    }

    func save(_ budget: Budget) async throws {
        try await remote.putBudget(mapper.map(budget))
        await local.saveBudgets([budget])
    }
}
