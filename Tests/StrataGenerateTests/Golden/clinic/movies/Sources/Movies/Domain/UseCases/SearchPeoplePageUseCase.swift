import Foundation

/// Searches People, one page at a time, always remotely.
protocol SearchPeoplePageUseCaseProtocol: Sendable {
    func execute(query: String, page: Int) async throws -> [Person]
}

struct SearchPeoplePageUseCase: SearchPeoplePageUseCaseProtocol {
    private let repository: PersonRepository

    init(repository: PersonRepository) {
        self.repository = repository
    }

    func execute(query: String, page: Int) async throws -> [Person] {
        return try await repository.searchPeople(query: query, page: page)
    }
}
