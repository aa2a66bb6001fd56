import Foundation
@testable import Dinely

extension Restaurant {
    static func mock(
        id: UUID = UUID(),
        name: String = "Trattoria da Enzo",
        cuisine: CuisineType = .italian,
        rating: Double = 4.6,
        priceLevel: Int = 2,
        address: String = "Via dei Vascellari 29, Roma",
        latitude: Double = 41.8881,
        longitude: Double = 12.4765,
        imageURL: URL? = nil
    ) -> Restaurant {
        Restaurant(
            id: id,
            name: name,
            cuisine: cuisine,
            rating: rating,
            priceLevel: priceLevel,
            address: address,
            latitude: latitude,
            longitude: longitude,
            imageURL: imageURL
        )
    }
}
