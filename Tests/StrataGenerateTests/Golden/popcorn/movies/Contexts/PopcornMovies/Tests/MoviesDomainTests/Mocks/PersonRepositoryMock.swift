import Foundation
@testable import MoviesDomain

/// In-memory `PersonRepository` for tests: keeps items in a store, counts calls, records arguments.
final class PersonRepositoryMock: PersonRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var people: [Person] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    var searchPeoplePageResult: [Person] = []

    private(set) var fetchCallCount = 0
    var fetchError: MoviesError?
    private(set) var lastFetchID: Int?
    private(set) var searchPeoplePageCallCount = 0
    var searchPeoplePageError: MoviesError?
    private(set) var lastSearchPeoplePageQuery: String?
    private(set) var lastSearchPeoplePage: Int?

    func fetch(id: Int) async throws(MoviesError) -> Person? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return people.first { $0.id == id }
    }

    func searchPeoplePage(query: String, page: Int) async throws(MoviesError) -> [Person] {
        searchPeoplePageCallCount += 1
        lastSearchPeoplePageQuery = query
        lastSearchPeoplePage = page
        if let error = searchPeoplePageError ?? error { throw error }
        return searchPeoplePageResult
    }
}
