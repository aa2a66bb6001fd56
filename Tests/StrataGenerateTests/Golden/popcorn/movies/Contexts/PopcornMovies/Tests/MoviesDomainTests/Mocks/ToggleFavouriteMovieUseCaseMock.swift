import Foundation
@testable import MoviesDomain

final class ToggleFavouriteMovieUseCaseMock: ToggleFavouriteMovieUseCase, @unchecked Sendable {
    var result: Result<Movie, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovie: Movie?

    func execute(movie: Movie) async throws(MoviesError) -> Movie {
        executeCallCount += 1
        lastRequestedMovie = movie
        return try result.get()
    }
}
