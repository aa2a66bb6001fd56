import Foundation

struct Account: Identifiable, Equatable {
    let id: UUID
    let name: String
    let balance: Decimal
    let currency: Currency
    let kind: Kind

    enum Kind: String, CaseIterable {
        case checking, savings, credit
    }
}

struct Currency: Hashable {
    let code: String

    static let euro = Currency(code: "EUR")
}
