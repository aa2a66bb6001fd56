import Foundation

final class SetBudgetUseCase: Sendable {
    enum ValidationError: Error, Equatable {
        case negativeLimit
    }

    private let repository: any BudgetRepository

    init(repository: any BudgetRepository) {
        self.repository = repository
    }

    func execute(_ budget: Budget) async throws {
        guard budget.monthlyLimit >= 0 else { throw ValidationError.negativeLimit }
        try await repository.save(budget)
    }
}
