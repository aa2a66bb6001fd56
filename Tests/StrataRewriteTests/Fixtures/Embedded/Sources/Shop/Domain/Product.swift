import Foundation

struct Product: Identifiable, Equatable, Sendable {
    let id: UUID
    let name: String
    let price: Price

    init(id: UUID, name: String, price: Price) {
        self.id = id
        self.name = name
        self.price = price
    }
}
