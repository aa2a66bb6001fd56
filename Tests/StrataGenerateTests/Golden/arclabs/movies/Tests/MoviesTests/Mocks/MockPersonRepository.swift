import Foundation
@testable import Movies

/// In-memory `PersonRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockPersonRepository: PersonRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var people: [Person] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    var searchPeopleResult: [Person] = []

    private(set) var getPersonCallCount = 0
    var getPersonError: MoviesError?
    private(set) var lastGetPersonID: UUID?
    private(set) var searchPeopleCallCount = 0
    var searchPeopleError: MoviesError?
    private(set) var lastSearchPeopleQuery: String?
    private(set) var lastSearchPeoplePage: Int?

    func getPerson(by id: UUID) async throws -> Person? {
        getPersonCallCount += 1
        lastGetPersonID = id
        if let error = getPersonError ?? error { throw error }
        return people.first { $0.id == id }
    }

    func searchPeople(query: String, page: Int) async throws -> [Person] {
        searchPeopleCallCount += 1
        lastSearchPeopleQuery = query
        lastSearchPeoplePage = page
        if let error = searchPeopleError ?? error { throw error }
        return searchPeopleResult
    }
}
