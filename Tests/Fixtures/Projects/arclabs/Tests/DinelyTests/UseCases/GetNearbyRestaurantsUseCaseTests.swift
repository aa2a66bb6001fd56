import Foundation
import Testing
@testable import Dinely

@Suite("GetNearbyRestaurantsUseCase")
struct GetNearbyRestaurantsUseCaseTests {

    // MARK: Private Properties

    private let repository = MockRestaurantRepository()

    // MARK: Tests

    @Test("Sorts by rating, then by price level")
    func sortsByRatingThenPrice() async throws {
        repository.restaurants = [
            .mock(name: "Sushi Kaito", cuisine: .japanese, rating: 4.2, priceLevel: 3),
            .mock(name: "Taquería El Güero", cuisine: .mexican, rating: 4.8, priceLevel: 1),
            .mock(name: "Trattoria da Enzo", rating: 4.2, priceLevel: 2),
        ]
        let sut = GetNearbyRestaurantsUseCase(repository: repository)

        let result = try await sut.execute(latitude: 41.89, longitude: 12.47, radiusInMeters: 1500)

        #expect(result.map(\.name) == ["Taquería El Güero", "Trattoria da Enzo", "Sushi Kaito"])
        #expect(repository.getNearbyRestaurantsCallCount == 1)
    }
}
