import Foundation

/// The catalogue API's shape of a product.
struct ProductPayload: Decodable, Sendable {
	let id: String
	let title: String
	let priceCents: Int
	let category: String?

	enum CodingKeys: String, CodingKey {
		case id
		case title
		case priceCents = "price-cents"
		case category
	}
}

extension Product {
	init(payload: ProductPayload) {
		self.id = payload.id
		self.title = payload.title
		self.price = Decimal(payload.priceCents) / 100
		self.category = payload.category.flatMap(ProductCategory.init(rawValue:))
	}
}
