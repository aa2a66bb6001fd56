import Foundation
@testable import Dinely

final class MockRestaurantRepository: RestaurantRepositoryProtocol, @unchecked Sendable {

    // MARK: Public Properties

    var restaurants: [Restaurant] = []
    var errorToThrow: Error?
    private(set) var getNearbyRestaurantsCallCount = 0
    private(set) var searchRestaurantsCallCount = 0
    private(set) var lastSearchQuery: String?
    private(set) var lastSearchPage: Int?

    // MARK: - RestaurantRepositoryProtocol

    func getRestaurant(by id: UUID) async throws -> Restaurant {
        if let errorToThrow {
            throw errorToThrow
        }
        guard let restaurant = restaurants.first(where: { $0.id == id }) else {
            throw RepositoryError.notFound
        }
        return restaurant
    }

    func getNearbyRestaurants(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [Restaurant] {
        getNearbyRestaurantsCallCount += 1
        if let errorToThrow {
            throw errorToThrow
        }
        return restaurants
    }

    func searchRestaurants(query: String, page: Int) async throws -> [Restaurant] {
        searchRestaurantsCallCount += 1
        lastSearchQuery = query
        lastSearchPage = page
        if let errorToThrow {
            throw errorToThrow
        }
        return restaurants.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func getRestaurantDetails(by id: UUID) async throws -> RestaurantDTO {
        throw RepositoryError.notFound
    }
}
