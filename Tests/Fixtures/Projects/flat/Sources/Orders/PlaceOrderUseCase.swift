import Foundation

public struct PlaceOrderUseCase: Sendable {
    private let orders: any OrderRepository
    private let customers: any CustomerRepository
    private let computeTotal: ComputeOrderTotalUseCase
    private let now: @Sendable () -> Date

    public init(
        orders: any OrderRepository,
        customers: any CustomerRepository,
        computeTotal: ComputeOrderTotalUseCase = .init(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.orders = orders
        self.customers = customers
        self.computeTotal = computeTotal
        self.now = now
    }

    @discardableResult
    public func callAsFunction(customerID: UUID, lines: [OrderLine], note: String? = nil) async throws -> Order {
        guard let customer = try await customers.customer(id: customerID) else {
            throw OrdersError.customerNotFound
        }
        guard !customer.isBlocked else { throw OrdersError.customerBlocked }

        let lines = lines.filter { $0.quantity > 0 }
        let order = Order(customerID: customerID, lines: lines, placedAt: now(), note: note)
        _ = try computeTotal(order)

        try await orders.save(order)
        return order
    }
}
