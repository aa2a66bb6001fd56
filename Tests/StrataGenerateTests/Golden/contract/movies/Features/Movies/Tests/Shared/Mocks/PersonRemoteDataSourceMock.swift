import Foundation
@testable import PopcornMovies

/// `PersonRemoteDataSourceContract` for tests: no network, canned DTOs, call counts.
final class PersonRemoteDataSourceMock: PersonRemoteDataSourceContract, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [PersonDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [PersonDTO] = []
    private(set) var fetchPersonCallCount = 0
    private(set) var searchPeopleCallCount = 0

    @MainActor init() {}

    func fetchPerson(id: Int) async throws -> PersonDTO {
        fetchPersonCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }

    func searchPeople(query: String, page: Int) async throws -> [PersonDTO] {
        searchPeopleCallCount += 1
        if let error { throw error }
        return items
    }
}
