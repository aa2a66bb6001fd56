import Foundation

protocol GetNearbyRestaurantsUseCaseProtocol: Sendable {
    func execute(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [Restaurant]
}

final class GetNearbyRestaurantsUseCase {

    // MARK: Private Properties

    private let repository: RestaurantRepositoryProtocol

    // MARK: Initialization

    init(repository: RestaurantRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetNearbyRestaurantsUseCaseProtocol

extension GetNearbyRestaurantsUseCase: GetNearbyRestaurantsUseCaseProtocol {
    /// Best-rated first; ties keep the cheaper place first.
    func execute(latitude: Double, longitude: Double, radiusInMeters: Int) async throws -> [Restaurant] {
        let restaurants = try await repository.getNearbyRestaurants(
            latitude: latitude,
            longitude: longitude,
            radiusInMeters: radiusInMeters
        )
        return restaurants.sorted { lhs, rhs in
            lhs.rating == rhs.rating ? lhs.priceLevel < rhs.priceLevel : lhs.rating > rhs.rating
        }
    }
}
