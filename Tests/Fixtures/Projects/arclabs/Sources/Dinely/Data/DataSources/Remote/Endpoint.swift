import Foundation

enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

enum Endpoint: Sendable {
    case user(UUID)
    case restaurant(UUID)
    case nearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int)
    case searchRestaurants(query: String, page: Int)

    // MARK: Public Properties

    var path: String {
        switch self {
        case .user(let id):
            return "v1/users/\(id.uuidString.lowercased())"
        case .restaurant(let id):
            return "v1/restaurants/\(id.uuidString.lowercased())"
        case .nearbyRestaurants:
            return "v1/restaurants/nearby"
        case .searchRestaurants:
            return "v1/restaurants/search"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .user, .restaurant:
            return []
        case let .nearbyRestaurants(latitude, longitude, radiusInMeters):
            return [
                URLQueryItem(name: "lat", value: String(latitude)),
                URLQueryItem(name: "lng", value: String(longitude)),
                URLQueryItem(name: "radius", value: String(radiusInMeters))
            ]
        case let .searchRestaurants(query, page):
            return [
                URLQueryItem(name: "q", value: query),
                URLQueryItem(name: "page", value: String(page))
            ]
        }
    }
}
