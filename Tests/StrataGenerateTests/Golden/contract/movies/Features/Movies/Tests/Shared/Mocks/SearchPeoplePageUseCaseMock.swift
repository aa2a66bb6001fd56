import Foundation
@testable import PopcornMovies

final class SearchPeoplePageUseCaseMock: SearchPeoplePageUseCaseContract, @unchecked Sendable {
    var result: Result<[Person], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedQuery: String?
    private(set) var lastRequestedPage: Int?

    @MainActor init() {}

    func execute(query: String, page: Int) async throws(MoviesError) -> [Person] {
        executeCallCount += 1
        lastRequestedQuery = query
        lastRequestedPage = page
        return try result.get()
    }
}
