import Foundation
@testable import Movies

final class MockToggleFavouriteMovieUseCase: ToggleFavouriteMovieUseCaseProtocol, @unchecked Sendable {
    var result: Result<Movie, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovie: Movie?

    func execute(movie: Movie) async throws -> Movie {
        executeCallCount += 1
        lastRequestedMovie = movie
        return try result.get()
    }
}
