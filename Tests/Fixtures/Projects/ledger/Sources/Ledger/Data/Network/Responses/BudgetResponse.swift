import Foundation

struct BudgetResponse: Codable, Sendable {
    let id: UUID
    let accountID: UUID
    let category: String
    let monthlyLimit: Decimal
}
