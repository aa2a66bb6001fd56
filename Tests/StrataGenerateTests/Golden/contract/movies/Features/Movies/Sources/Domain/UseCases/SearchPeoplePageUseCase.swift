import Foundation

/// Searches People, one page at a time, always remotely.
protocol SearchPeoplePageUseCaseContract: Sendable {
    func execute(query: String, page: Int) async throws(MoviesError) -> [Person]
}

struct SearchPeoplePageUseCase: SearchPeoplePageUseCaseContract {
    private let repository: PersonRepositoryContract

    init(repository: PersonRepositoryContract) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws(MoviesError) -> [Person] {
        return try await repository.searchPeoplePage(query: query, page: page)
    }
}
