#if canImport(SwiftData)
import Foundation
import SwiftData

@Model
final class BudgetModel {
    @Attribute(.unique) var id: UUID
    var accountID: UUID
    var category: String
    var monthlyLimit: Decimal

    init(id: UUID, accountID: UUID, category: String, monthlyLimit: Decimal) {
        self.id = id
        self.accountID = accountID
        self.category = category
        self.monthlyLimit = monthlyLimit
    }
}
#endif
