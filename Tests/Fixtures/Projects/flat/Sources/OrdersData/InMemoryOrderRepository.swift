import Foundation
import Orders

/// Backs SwiftUI previews and the demo build; never used in production.
public actor InMemoryOrderRepository: OrderRepository {
    private var storage: [UUID: Order]

    public init(orders: [Order] = []) {
        storage = Dictionary(uniqueKeysWithValues: orders.map { ($0.id, $0) })
    }

    public func order(id: UUID) -> Order? {
        storage[id]
    }

    public func orders(status: OrderStatus?) -> [Order] {
        storage.values.filter { status == nil || $0.status == status }
    }

    public func save(_ order: Order) {
        storage[order.id] = order
    }
}
