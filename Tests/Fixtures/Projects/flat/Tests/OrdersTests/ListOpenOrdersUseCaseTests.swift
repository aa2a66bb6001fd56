import Foundation
import Orders
import Testing

struct ListOpenOrdersUseCaseTests {
    @Test func returnsOpenOrdersOldestFirst() async throws {
        let orders = OrderRepositorySpy()
        let customer = UUID()
        let newer = Order(customerID: customer, lines: [], placedAt: Date(timeIntervalSince1970: 2_000))
        let older = Order(customerID: customer, lines: [], placedAt: Date(timeIntervalSince1970: 1_000))
        let done = Order(customerID: customer, lines: [], status: .fulfilled, placedAt: Date(timeIntervalSince1970: 500))
        orders.stored = [newer, older, done]

        let open = try await ListOpenOrdersUseCase(orders: orders)()

        #expect(open.map(\.id) == [older.id, newer.id])
        #expect(orders.requestedStatuses == [.open])
    }
}
