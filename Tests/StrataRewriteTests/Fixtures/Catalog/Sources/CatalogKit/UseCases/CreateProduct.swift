import Foundation

/// Creates a product with a fresh identifier.
public struct CreateProduct: Sendable {
	public init() {}

	public func callAsFunction(title: String, price: Decimal) -> Product {
		Product(id: UUID().uuidString, title: title, price: price)
	}
}
