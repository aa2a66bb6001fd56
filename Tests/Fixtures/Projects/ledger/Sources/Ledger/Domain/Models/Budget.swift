import Foundation

struct Budget: Identifiable, Hashable, Sendable {
    let id: UUID
    let accountID: UUID
    let category: BudgetCategory
    let monthlyLimit: Decimal
}
