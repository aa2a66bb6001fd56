import Foundation

/// Searches People, one page at a time, always remotely.
protocol SearchPeoplePageUseCaseProtocol: Sendable {
    func execute(query: String, page: Int) async throws -> [Person]
}

final class SearchPeoplePageUseCase {

    // MARK: Private Properties

    private let repository: PersonRepositoryProtocol

    // MARK: Initialization

    init(repository: PersonRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SearchPeoplePageUseCaseProtocol

extension SearchPeoplePageUseCase: SearchPeoplePageUseCaseProtocol {
    func execute(query: String, page: Int) async throws -> [Person] {
        return try await repository.searchPeople(query: query, page: page)
    }
}
