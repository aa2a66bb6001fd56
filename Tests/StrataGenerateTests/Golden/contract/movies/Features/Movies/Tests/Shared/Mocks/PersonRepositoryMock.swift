import Foundation
@testable import PopcornMovies

/// In-memory `PersonRepositoryContract` for tests: keeps items in a store, counts calls, records arguments.
final class PersonRepositoryMock: PersonRepositoryContract, @unchecked Sendable {
    /// What reads return and writes change.
    var people: [Person] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    var searchPeoplePageResult: [Person] = []

    private(set) var getPersonCallCount = 0
    var getPersonError: MoviesError?
    private(set) var lastGetPersonIdentifier: Int?
    private(set) var lastGetPersonCachePolicy: CachePolicy?
    private(set) var searchPeoplePageCallCount = 0
    var searchPeoplePageError: MoviesError?
    private(set) var lastSearchPeoplePageQuery: String?
    private(set) var lastSearchPeoplePage: Int?

    @MainActor init() {}

    func getPerson(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> Person? {
        getPersonCallCount += 1
        lastGetPersonIdentifier = identifier
        lastGetPersonCachePolicy = cachePolicy
        if let error = getPersonError ?? error { throw error }
        return people.first { $0.id == identifier }
    }

    func searchPeoplePage(query: String, page: Int) async throws(MoviesError) -> [Person] {
        searchPeoplePageCallCount += 1
        lastSearchPeoplePageQuery = query
        lastSearchPeoplePage = page
        if let error = searchPeoplePageError ?? error { throw error }
        return searchPeoplePageResult
    }
}
