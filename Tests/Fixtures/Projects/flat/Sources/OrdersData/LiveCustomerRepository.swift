import Foundation
import Orders

public struct LiveCustomerRepository: CustomerRepository {
    private let client: OrdersAPIClient

    public init(client: OrdersAPIClient) {
        self.client = client
    }

    public func customer(id: UUID) async throws -> Customer? {
        let payload: CustomerPayload? = try await client.get("customers/\(id.uuidString)")
        return payload?.customer
    }
}
