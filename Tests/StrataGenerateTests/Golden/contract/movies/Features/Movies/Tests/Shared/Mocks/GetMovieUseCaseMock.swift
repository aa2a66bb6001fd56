import Foundation
@testable import PopcornMovies

final class GetMovieUseCaseMock: GetMovieUseCaseContract, @unchecked Sendable {
    var result: Result<Movie, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(MoviesError) -> Movie {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
