import Foundation
import Orders

final class OrderRepositorySpy: OrderRepository, @unchecked Sendable {
    var stored: [Order] = []
    private(set) var savedOrders: [Order] = []
    private(set) var requestedStatuses: [OrderStatus?] = []

    func order(id: UUID) async throws -> Order? {
        stored.first { $0.id == id }
    }

    func orders(status: OrderStatus?) async throws -> [Order] {
        requestedStatuses.append(status)
        return stored.filter { status == nil || $0.status == status }
    }

    func save(_ order: Order) async throws {
        savedOrders.append(order)
    }
}
