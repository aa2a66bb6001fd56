struct BudgetResponseMapper {
    func map(_ response: BudgetResponse) throws -> Budget {
        guard let category = BudgetCategory(rawValue: response.category) else { throw TransportError.unreadable }
        return Budget(id: response.id, accountID: response.accountID, category: category, monthlyLimit: response.monthlyLimit)
    }

    func map(_ budget: Budget) -> BudgetResponse {
        BudgetResponse(id: budget.id, accountID: budget.accountID, category: budget.category.rawValue, monthlyLimit: budget.monthlyLimit)
    }
}
