import Foundation
import Orders

struct OrderPayload: Codable, Equatable {
    struct Line: Codable, Equatable {
        var sku: String
        var title: String
        var quantity: Int
        var unitPriceCents: Int
        var currency: String
    }

    var id: UUID
    var customerId: UUID
    var lines: [Line]
    var status: String
    var placedAt: Date
    var note: String?
}

extension OrderPayload {
    init(_ order: Order) {
        self.init(
            id: order.id,
            customerId: order.customerID,
            lines: order.lines.map {
                Line(sku: $0.sku, title: $0.title, quantity: $0.quantity, unitPriceCents: $0.unitPrice.amountInCents, currency: $0.unitPrice.currency)
            },
            status: order.status.rawValue,
            placedAt: order.placedAt,
            note: order.note
        )
    }

    var order: Order {
        Order(
            id: id,
            customerID: customerId,
            lines: lines.map {
                OrderLine(sku: $0.sku, title: $0.title, quantity: $0.quantity, unitPrice: Money(amountInCents: $0.unitPriceCents, currency: $0.currency))
            },
            status: OrderStatus(rawValue: status) ?? .open,
            placedAt: placedAt,
            note: note
        )
    }
}
