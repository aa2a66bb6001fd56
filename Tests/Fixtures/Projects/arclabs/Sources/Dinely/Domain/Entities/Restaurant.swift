import Foundation

/// A restaurant listed on Dinely.
struct Restaurant: Identifiable, Equatable, Sendable {

    // MARK: Public Properties

    let id: UUID
    let name: String
    let cuisine: CuisineType
    let rating: Double
    let priceLevel: Int
    let address: String
    let latitude: Double
    let longitude: Double
    let imageURL: URL?
}
