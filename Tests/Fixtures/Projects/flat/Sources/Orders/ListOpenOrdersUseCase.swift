public struct ListOpenOrdersUseCase: Sendable {
    private let orders: any OrderRepository

    public init(orders: any OrderRepository) {
        self.orders = orders
    }

    /// Open orders, oldest first, so the warehouse works through them in order.
    public func callAsFunction() async throws -> [Order] {
        try await orders.orders(status: .open).sorted { $0.placedAt < $1.placedAt }
    }
}
