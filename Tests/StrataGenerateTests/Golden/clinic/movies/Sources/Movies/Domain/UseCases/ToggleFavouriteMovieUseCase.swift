import Foundation

/// Flips isFavourite and saves the movie.
protocol ToggleFavouriteMovieUseCaseProtocol: Sendable {
    func execute(movie: Movie) async throws -> Movie
}

struct ToggleFavouriteMovieUseCase: ToggleFavouriteMovieUseCaseProtocol {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(movie: Movie) async throws -> Movie {
        // TODO(business rule): Flips isFavourite and saves the movie.
        throw MoviesError.notImplemented("ToggleFavouriteMovie")
    }
}
