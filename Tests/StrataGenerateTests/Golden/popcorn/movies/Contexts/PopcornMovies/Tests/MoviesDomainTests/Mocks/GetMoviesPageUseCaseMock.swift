import Foundation
@testable import MoviesDomain

final class GetMoviesPageUseCaseMock: GetMoviesPageUseCase, @unchecked Sendable {
    var result: Result<[Movie], MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedPage: Int?

    func execute(page: Int) async throws(MoviesError) -> [Movie] {
        executeCallCount += 1
        lastRequestedPage = page
        return try result.get()
    }
}
