import Foundation

/// Searches People, one page at a time, always remotely.
final class SearchPeoplePageUseCase {
    private let repository: PersonRepository

    init(repository: PersonRepository) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws -> [Person] {
        return try await repository.searchPeoplePage(query: query, page: page)
    }
}
