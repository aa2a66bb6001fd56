import Foundation

/// The API's account: its keys are the property names.
struct AccountResponse: Codable, Sendable {
    let id: UUID
    let displayName: String
    let currencyCode: String
    let openedAt: Date
}
