#if canImport(SwiftData)
import Foundation

struct BudgetModelMapper {
    func map(_ model: BudgetModel) -> Budget? {
        guard let category = BudgetCategory(rawValue: model.category) else { return nil }
        return Budget(id: model.id, accountID: model.accountID, category: category, monthlyLimit: model.monthlyLimit)
    }

    func map(_ budget: Budget) -> BudgetModel {
        BudgetModel(id: budget.id, accountID: budget.accountID, category: budget.category.rawValue, monthlyLimit: budget.monthlyLimit)
    }

    func map(_ budget: Budget, to model: BudgetModel) {
        model.accountID = budget.accountID
        model.category = budget.category.rawValue
        model.monthlyLimit = budget.monthlyLimit
    }
}
#endif
