import Foundation
import Orders
import Testing

struct PlaceOrderUseCaseTests {
    let orders = OrderRepositorySpy()
    let customers = CustomerRepositorySpy()
    let ada = Customer(name: "Ada Byron", email: "ada@example.org")
    let placedAt = Date(timeIntervalSince1970: 1_720_000_000)

    var placeOrder: PlaceOrderUseCase {
        PlaceOrderUseCase(orders: orders, customers: customers, now: { [placedAt] in placedAt })
    }

    let coffee = OrderLine(sku: "CF-250", title: "Ethiopia Guji, 250 g", quantity: 2, unitPrice: Money(amountInCents: 1490, currency: "EUR"))

    @Test func savesAnOpenOrderForAKnownCustomer() async throws {
        customers.stored = [ada]

        let order = try await placeOrder(customerID: ada.id, lines: [coffee], note: "Ring twice")

        #expect(order.status == .open)
        #expect(order.placedAt == placedAt)
        #expect(orders.savedOrders == [order])
    }

    @Test func dropsLinesWithoutQuantity() async throws {
        customers.stored = [ada]
        var empty = coffee
        empty.quantity = 0

        let order = try await placeOrder(customerID: ada.id, lines: [coffee, empty])

        #expect(order.lines == [coffee])
    }

    @Test func refusesBlockedCustomers() async {
        var blocked = ada
        blocked.isBlocked = true
        customers.stored = [blocked]

        await #expect(throws: OrdersError.customerBlocked) {
            try await placeOrder(customerID: ada.id, lines: [coffee])
        }
        #expect(orders.savedOrders.isEmpty)
    }

    @Test func refusesUnknownCustomers() async {
        await #expect(throws: OrdersError.customerNotFound) {
            try await placeOrder(customerID: UUID(), lines: [coffee])
        }
    }
}
