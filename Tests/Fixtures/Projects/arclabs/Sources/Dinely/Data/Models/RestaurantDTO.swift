import Foundation

struct RestaurantDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String
    let cuisine: String
    let rating: Double
    let priceLevel: Int
    let address: String
    let latitude: Double
    let longitude: Double
    let openingHours: String?
    let imageUrl: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case cuisine
        case rating
        case priceLevel = "price_level"
        case address
        case latitude = "lat"
        case longitude = "lng"
        case openingHours = "opening_hours"
        case imageUrl = "image_url"
    }
}

// MARK: - Domain Mapping

extension RestaurantDTO {
    func toDomain() -> Restaurant {
        Restaurant(
            id: UUID(uuidString: id) ?? UUID(),
            name: name,
            cuisine: CuisineType(rawValue: cuisine.lowercased()) ?? .other,
            rating: rating,
            priceLevel: priceLevel,
            address: address,
            latitude: latitude,
            longitude: longitude,
            imageURL: imageUrl.flatMap { URL(string: $0) }
        )
    }
}
