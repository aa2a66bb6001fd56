import Foundation
import Orders

public struct LiveOrderRepository: OrderRepository {
    private let client: OrdersAPIClient

    public init(client: OrdersAPIClient) {
        self.client = client
    }

    public func order(id: UUID) async throws -> Order? {
        let payload: OrderPayload? = try await client.get("orders/\(id.uuidString)")
        return payload?.order
    }

    public func orders(status: OrderStatus?) async throws -> [Order] {
        let query = status.map { [URLQueryItem(name: "status", value: $0.rawValue)] } ?? []
        let payloads: [OrderPayload]? = try await client.get("orders", query: query)
        return (payloads ?? []).map(\.order)
    }

    public func save(_ order: Order) async throws {
        try await client.put("orders/\(order.id.uuidString)", body: OrderPayload(order))
    }
}
