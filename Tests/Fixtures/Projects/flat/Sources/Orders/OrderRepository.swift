import Foundation

public protocol OrderRepository: Sendable {
    func order(id: UUID) async throws -> Order?
    func orders(status: OrderStatus?) async throws -> [Order]
    func save(_ order: Order) async throws
}
