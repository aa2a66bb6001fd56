import Foundation

enum Route: Sendable {
    case accounts
    case account(UUID)
    case budgets
    case budget(UUID)

    var path: String {
        switch self {
        case .accounts: "accounts"
        case .account(let id): "accounts/\(id.uuidString.lowercased())"
        case .budgets: "budgets"
        case .budget(let id): "budgets/\(id.uuidString.lowercased())"
        }
    }
}
