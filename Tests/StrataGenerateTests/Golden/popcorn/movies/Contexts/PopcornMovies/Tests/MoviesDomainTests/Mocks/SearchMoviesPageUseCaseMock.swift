import Foundation
@testable import MoviesDomain

final class SearchMoviesPageUseCaseMock: SearchMoviesPageUseCase, @unchecked Sendable {
    var result: Result<[Movie], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedQuery: String?
    private(set) var lastRequestedPage: Int?

    func execute(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        executeCallCount += 1
        lastRequestedQuery = query
        lastRequestedPage = page
        return try result.get()
    }
}
