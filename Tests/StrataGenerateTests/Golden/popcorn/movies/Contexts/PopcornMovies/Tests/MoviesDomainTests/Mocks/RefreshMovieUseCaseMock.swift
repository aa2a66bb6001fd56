import Foundation
@testable import MoviesDomain

final class RefreshMovieUseCaseMock: RefreshMovieUseCase, @unchecked Sendable {
    var result: Result<Movie, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(MoviesError) -> Movie {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
