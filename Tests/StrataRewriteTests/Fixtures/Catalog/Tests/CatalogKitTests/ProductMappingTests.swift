import Foundation
import Testing
@testable import CatalogKit

@Suite("Product mapping")
struct ProductMappingTests {
	@Test("The card shows the product")
	func cardShowsTheProduct() {
		let product = Product.stub()
		let card = ProductCardMapper.makeCard(from: product)
		#expect(card.title == product.title)
		#expect(card.category == product.category)
	}

	@Test("A stored row gives the product back")
	func rowRoundTrips() {
		let product = Product.sample
		#expect(ProductRow(product).domain == product)
	}

	@Test("A payload decodes into a product")
	func decodesPayload() throws {
		let json = #"{"id":"p-1","title":"Tea","price-cents":350,"category":"food"}"#
		let payload = try JSONDecoder().decode(ProductPayload.self, from: Data(json.utf8))
		let product = Product(payload: payload)
		#expect(product.title == "Tea")
		#expect(product.category == .food)
	}

	@Test("Creating a product keeps title and price")
	func creates() {
		let product = CreateProduct()(title: "Jam", price: 4)
		#expect(product.title == "Jam" && product.price == 4)
	}
}
