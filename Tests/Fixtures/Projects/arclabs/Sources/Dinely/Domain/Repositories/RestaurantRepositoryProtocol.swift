import Foundation

protocol RestaurantRepositoryProtocol: Sendable {
    func getRestaurant(by id: UUID) async throws -> Restaurant
    func getNearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [Restaurant]
    func searchRestaurants(query: String, page: Int) async throws -> [Restaurant]
    func getRestaurantDetails(by id: UUID) async throws -> RestaurantDTO
}
