#if canImport(SwiftData)
import Foundation
import SwiftData

@Model
final class AccountModel {
    @Attribute(.unique) var id: UUID
    var displayName: String
    var currencyCode: String
    var openedAt: Date

    init(id: UUID, displayName: String, currencyCode: String, openedAt: Date) {
        self.id = id
        self.displayName = displayName
        self.currencyCode = currencyCode
        self.openedAt = openedAt
    }
}
#endif
