import Foundation
@testable import PopcornMovies

final class ToggleFavouriteMovieUseCaseMock: ToggleFavouriteMovieUseCaseContract, @unchecked Sendable {
    var result: Result<Movie, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovie: Movie?

    @MainActor init() {}

    func execute(movie: Movie) async throws(MoviesError) -> Movie {
        executeCallCount += 1
        lastRequestedMovie = movie
        return try result.get()
    }
}
