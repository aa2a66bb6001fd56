import Foundation

public struct CancelOrderUseCase: Sendable {
    private let orders: any OrderRepository

    public init(orders: any OrderRepository) {
        self.orders = orders
    }

    @discardableResult
    public func callAsFunction(orderID: UUID) async throws -> Order {
        guard var order = try await orders.order(id: orderID) else {
            throw OrdersError.orderNotFound
        }
        guard order.status == .open else { throw OrdersError.notOpen(order.status) }

        order.status = .cancelled
        try await orders.save(order)
        return order
    }
}
