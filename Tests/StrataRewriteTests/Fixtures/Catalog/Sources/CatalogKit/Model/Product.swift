import Foundation

/// Something the shop sells.
public struct Product: Equatable, Sendable {
	public let id: String
	public let title: String
	public var price: Decimal
	public let category: ProductCategory?  // nil: not yet sorted

	public init(id: String, title: String, price: Decimal, category: ProductCategory? = nil) {
		self.id = id
		self.title = title
		self.price = price
		self.category = category
	}
}
