import Foundation
import Observation
import Orders

@MainActor
@Observable
public final class OrderListViewModel {
    public private(set) var orders: [Order] = []
    public private(set) var failure: String?

    private let listOpenOrders: ListOpenOrdersUseCase
    private let cancelOrder: CancelOrderUseCase

    public init(listOpenOrders: ListOpenOrdersUseCase, cancelOrder: CancelOrderUseCase) {
        self.listOpenOrders = listOpenOrders
        self.cancelOrder = cancelOrder
    }

    public func refresh() async {
        do {
            orders = try await listOpenOrders()
            failure = nil
        } catch {
            failure = "Open orders could not be loaded."
        }
    }

    public func cancel(_ order: Order) async {
        do {
            try await cancelOrder(orderID: order.id)
            orders.removeAll { $0.id == order.id }
        } catch OrdersError.notOpen(let status) {
            failure = "This order is already \(status.rawValue)."
        } catch {
            failure = "The order could not be cancelled."
        }
    }
}
