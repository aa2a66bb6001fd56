import Foundation

protocol SearchRestaurantsUseCaseProtocol: Sendable {
    func execute(query: String, page: Int) async throws -> [Restaurant]
}

final class SearchRestaurantsUseCase {

    // MARK: Private Properties

    private let repository: RestaurantRepositoryProtocol
    private let minimumQueryLength = 2

    // MARK: Initialization

    init(repository: RestaurantRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SearchRestaurantsUseCaseProtocol

extension SearchRestaurantsUseCase: SearchRestaurantsUseCaseProtocol {
    func execute(query: String, page: Int) async throws -> [Restaurant] {
        let trimmedQuery = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmedQuery.count >= minimumQueryLength else {
            throw ValidationError.queryTooShort(minLength: minimumQueryLength)
        }
        return try await repository.searchRestaurants(query: trimmedQuery, page: max(1, page))
    }
}
