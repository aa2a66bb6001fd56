import Foundation

/// Searches People, one page at a time, always remotely.
public protocol SearchPeoplePageUseCase: Sendable {
    func execute(query: String, page: Int) async throws(MoviesError) -> [Person]
}

public final class DefaultSearchPeoplePageUseCase: SearchPeoplePageUseCase {
    private let repository: PersonRepository

    public init(repository: PersonRepository) {
        self.repository = repository
    }

    public func execute(query: String, page: Int) async throws(MoviesError) -> [Person] {
        return try await repository.searchPeoplePage(query: query, page: page)
    }
}
