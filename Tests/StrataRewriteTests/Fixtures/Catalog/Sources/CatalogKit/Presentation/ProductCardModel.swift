import Foundation

public struct ProductCardModel: Equatable, Sendable {
	public let title: String
	public let priceText: String
	public let category: ProductCategory?
}

public enum ProductCardMapper {
	public static func makeCard(from product: Product, currencyCode: String = "EUR") -> ProductCardModel {
		ProductCardModel(
			title: product.title,
			priceText: "\(product.price) \(currencyCode)",
			category: product.category,
		)
	}
}
