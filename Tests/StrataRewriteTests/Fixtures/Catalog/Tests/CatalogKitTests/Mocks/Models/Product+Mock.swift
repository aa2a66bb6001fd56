import Foundation
@testable import CatalogKit

extension Product {
	static let sample = Product(id: "p-1", title: "Tea", price: 3, category: .food)

	static func stub(title: String = "Tea", category: ProductCategory? = .food) -> Product {
		Product(id: "p-1", title: title, price: 3, category: category)
	}
}
