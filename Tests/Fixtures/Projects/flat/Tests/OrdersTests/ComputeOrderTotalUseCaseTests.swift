import Foundation
import Orders
import Testing

struct ComputeOrderTotalUseCaseTests {
    let computeTotal = ComputeOrderTotalUseCase()

    @Test func multipliesAndSumsLines() throws {
        let order = Order(
            customerID: UUID(),
            lines: [
                OrderLine(sku: "CF-250", title: "Ethiopia Guji, 250 g", quantity: 2, unitPrice: Money(amountInCents: 1490, currency: "EUR")),
                OrderLine(sku: "FLT-01", title: "Paper filters", quantity: 3, unitPrice: Money(amountInCents: 450, currency: "EUR")),
            ],
            placedAt: Date()
        )

        #expect(try computeTotal(order) == Money(amountInCents: 4330, currency: "EUR"))
    }

    @Test func refusesMixedCurrencies() {
        let order = Order(
            customerID: UUID(),
            lines: [
                OrderLine(sku: "CF-250", title: "Ethiopia Guji, 250 g", quantity: 1, unitPrice: Money(amountInCents: 1490, currency: "EUR")),
                OrderLine(sku: "CF-250-UK", title: "Ethiopia Guji, 250 g", quantity: 1, unitPrice: Money(amountInCents: 1290, currency: "GBP")),
            ],
            placedAt: Date()
        )

        #expect(throws: OrdersError.mixedCurrencies) { try computeTotal(order) }
    }

    @Test func refusesEmptyOrders() {
        let order = Order(customerID: UUID(), lines: [], placedAt: Date())

        #expect(throws: OrdersError.emptyOrder) { try computeTotal(order) }
    }
}
