enum BudgetCategory: String, Hashable, Sendable, CaseIterable {
    case groceries
    case housing
    case leisure
    case transport
}
