/// Sums the lines of an order; every line must be in the same currency.
public struct ComputeOrderTotalUseCase: Sendable {
    public init() {}

    public func callAsFunction(_ order: Order) throws -> Money {
        guard let currency = order.lines.first?.unitPrice.currency else {
            throw OrdersError.emptyOrder
        }
        return try order.lines.reduce(.zero(currency)) { total, line in
            guard line.unitPrice.currency == currency else { throw OrdersError.mixedCurrencies }
            return Money(amountInCents: total.amountInCents + (line.unitPrice * line.quantity).amountInCents, currency: currency)
        }
    }
}
