import Foundation

protocol RestaurantRemoteDataSourceProtocol: Sendable {
    func fetchRestaurant(by id: UUID) async throws -> RestaurantDTO
    func fetchNearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [RestaurantDTO]
    func searchRestaurants(query: String, page: Int) async throws -> [RestaurantDTO]
}

final class RestaurantRemoteDataSource {

    // MARK: Private Properties

    private let apiClient: APIClientProtocol

    // MARK: Initialization

    init(apiClient: APIClientProtocol) {
        self.apiClient = apiClient
    }
}

// MARK: - RestaurantRemoteDataSourceProtocol

extension RestaurantRemoteDataSource: RestaurantRemoteDataSourceProtocol {
    func fetchRestaurant(by id: UUID) async throws -> RestaurantDTO {
        try await apiClient.request(
            endpoint: .restaurant(id),
            method: .get,
            body: nil,
            responseType: RestaurantDTO.self
        )
    }

    func fetchNearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [RestaurantDTO] {
        try await apiClient.request(
            endpoint: .nearbyRestaurants(latitude: latitude, longitude: longitude, radiusInMeters: radiusInMeters),
            method: .get,
            body: nil,
            responseType: [RestaurantDTO].self
        )
    }

    func searchRestaurants(query: String, page: Int) async throws -> [RestaurantDTO] {
        try await apiClient.request(
            endpoint: .searchRestaurants(query: query, page: page),
            method: .get,
            body: nil,
            responseType: [RestaurantDTO].self
        )
    }
}
