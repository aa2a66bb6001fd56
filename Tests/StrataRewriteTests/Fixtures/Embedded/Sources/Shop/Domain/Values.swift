/// Values embedded in a product, each mapped from the wire in a different way.
struct Price: Equatable, Sendable {
    let amount: Double
    let currency: String
}

struct Seller: Equatable, Sendable {
    let name: String
}

struct Dimensions: Equatable, Sendable {
    let width: Double
    let height: Double
}

struct Tag: Equatable, Sendable {
    let label: String
}
