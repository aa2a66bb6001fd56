import Foundation
import Orders
import Testing

struct CancelOrderUseCaseTests {
    let orders = OrderRepositorySpy()

    func makeOrder(status: OrderStatus) -> Order {
        Order(
            customerID: UUID(),
            lines: [OrderLine(sku: "FLT-01", title: "Paper filters", quantity: 1, unitPrice: Money(amountInCents: 450, currency: "EUR"))],
            status: status,
            placedAt: Date(timeIntervalSince1970: 1_720_000_000)
        )
    }

    @Test func cancelsAnOpenOrder() async throws {
        let order = makeOrder(status: .open)
        orders.stored = [order]

        let cancelled = try await CancelOrderUseCase(orders: orders)(orderID: order.id)

        #expect(cancelled.status == .cancelled)
        #expect(orders.savedOrders.map(\.status) == [.cancelled])
    }

    @Test(arguments: [OrderStatus.fulfilled, .cancelled])
    func refusesOrdersThatAreNotOpen(status: OrderStatus) async {
        let order = makeOrder(status: status)
        orders.stored = [order]

        await #expect(throws: OrdersError.notOpen(status)) {
            try await CancelOrderUseCase(orders: orders)(orderID: order.id)
        }
    }

    @Test func reportsMissingOrders() async {
        await #expect(throws: OrdersError.orderNotFound) {
            try await CancelOrderUseCase(orders: orders)(orderID: UUID())
        }
    }
}
