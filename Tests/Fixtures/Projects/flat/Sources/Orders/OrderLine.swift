public struct OrderLine: Hashable, Sendable {
    public var sku: String
    public var title: String
    public var quantity: Int
    public var unitPrice: Money

    public init(sku: String, title: String, quantity: Int, unitPrice: Money) {
        self.sku = sku
        self.title = title
        self.quantity = quantity
        self.unitPrice = unitPrice
    }
}
