import Foundation

struct AccountDTO: Decodable {
    let id: UUID
    let displayName: String
    let balanceMinor: Int
    let currency: String
    let type: String

    func toDomain() -> Account {
        Account(
            id: id, name: displayName, balance: Decimal(balanceMinor) / 100, currency: Currency(code: currency),
            kind: Account.Kind(rawValue: type) ?? .checking)
    }
}

struct TransferDTO: Codable {
    let id: UUID
    let from: UUID
    let to: UUID
    let amountMinor: Int
    let bookedAt: Date?
    let rejection: String?
}
