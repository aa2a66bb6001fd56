import Foundation
import Testing
@testable import Dinely

@Suite("SearchRestaurantsUseCase")
struct SearchRestaurantsUseCaseTests {

    // MARK: Private Properties

    private let repository = MockRestaurantRepository()

    // MARK: Tests

    @Test("Trims the query and clamps the page")
    func trimsQueryAndClampsPage() async throws {
        repository.restaurants = [.mock(name: "Pizzeria Bonci"), .mock(name: "Roscioli")]
        let sut = SearchRestaurantsUseCase(repository: repository)

        let result = try await sut.execute(query: "  pizz ", page: 0)

        #expect(result.map(\.name) == ["Pizzeria Bonci"])
        #expect(repository.lastSearchQuery == "pizz")
        #expect(repository.lastSearchPage == 1)
    }

    @Test("Rejects one-letter queries")
    func rejectsShortQuery() async {
        let sut = SearchRestaurantsUseCase(repository: repository)

        await #expect(throws: ValidationError.queryTooShort(minLength: 2)) {
            _ = try await sut.execute(query: "p", page: 1)
        }
        #expect(repository.searchRestaurantsCallCount == 0)
    }
}
