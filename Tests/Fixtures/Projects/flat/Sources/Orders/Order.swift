import Foundation

public struct Order: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let customerID: UUID
    public var lines: [OrderLine]
    public var status: OrderStatus
    public var placedAt: Date
    public var note: String?

    public init(
        id: UUID = UUID(),
        customerID: UUID,
        lines: [OrderLine],
        status: OrderStatus = .open,
        placedAt: Date,
        note: String? = nil
    ) {
        self.id = id
        self.customerID = customerID
        self.lines = lines
        self.status = status
        self.placedAt = placedAt
        self.note = note
    }
}
