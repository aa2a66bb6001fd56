/// An amount in minor units (cents) of one ISO 4217 currency.
public struct Money: Hashable, Sendable, Codable {
    public var amountInCents: Int
    public var currency: String

    public init(amountInCents: Int, currency: String) {
        self.amountInCents = amountInCents
        self.currency = currency
    }

    public static func zero(_ currency: String) -> Money {
        Money(amountInCents: 0, currency: currency)
    }

    public static func * (lhs: Money, rhs: Int) -> Money {
        Money(amountInCents: lhs.amountInCents * rhs, currency: lhs.currency)
    }
}
