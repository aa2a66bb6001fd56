import Foundation

/// A stored product: enums kept as their raw strings.
final class ProductRow {
	var id: String
	var title: String
	var price: Decimal
	var category: String?

	init(id: String, title: String, price: Decimal, category: String?) {
		self.id = id
		self.title = title
		self.price = price
		self.category = category
	}

	var domain: Product {
		Product(id: id, title: title, price: price, category: category.flatMap(ProductCategory.init(rawValue:)))
	}
}

extension ProductRow {
	convenience init(_ product: Product) {
		self.init(id: product.id, title: product.title, price: product.price, category: product.category?.rawValue)
	}
}
