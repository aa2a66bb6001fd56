import Foundation

struct Account: Identifiable, Hashable, Sendable {
    let id: UUID
    let displayName: String
    let currencyCode: String
    let openedAt: Date
}
