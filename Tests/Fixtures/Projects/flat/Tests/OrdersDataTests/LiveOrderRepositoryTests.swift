import Foundation
import Orders
import OrdersData
import Testing

struct LiveOrderRepositoryTests {
    let transport = HTTPTransportSpy()
    var repository: LiveOrderRepository {
        LiveOrderRepository(client: OrdersAPIClient(baseURL: URL(string: "https://fulfilment.example.com/api")!, transport: transport))
    }

    @Test func decodesSnakeCaseOrders() async throws {
        transport.responseBody = Data("""
        [{
          "id": "5C0F3E0A-7B8D-4F7E-9D8A-1B2C3D4E5F60",
          "customer_id": "0E7D2B4A-1111-4C5D-8E9F-A0B1C2D3E4F5",
          "lines": [{"sku": "CF-250", "title": "Ethiopia Guji, 250 g", "quantity": 2, "unit_price_cents": 1490, "currency": "EUR"}],
          "status": "open",
          "placed_at": "2024-07-03T08:15:00Z"
        }]
        """.utf8)

        let orders = try await repository.orders(status: .open)

        #expect(orders.count == 1)
        #expect(orders.first?.lines.first?.unitPrice == Money(amountInCents: 1490, currency: "EUR"))
        #expect(transport.requests.first?.url?.query == "status=open")
    }

    @Test func missingOrderIsNil() async throws {
        transport.statusCode = 404

        let order = try await repository.order(id: UUID())

        #expect(order == nil)
    }

    @Test func saveSendsAPut() async throws {
        let order = Order(customerID: UUID(), lines: [], placedAt: Date(timeIntervalSince1970: 1_720_000_000))

        try await repository.save(order)

        #expect(transport.requests.first?.httpMethod == "PUT")
        #expect(transport.requests.first?.url?.lastPathComponent == order.id.uuidString)
    }
}
