import Foundation

/// Flips isFavourite and saves the movie.
protocol ToggleFavouriteMovieUseCaseContract: Sendable {
    func execute(movie: Movie) async throws(MoviesError) -> Movie
}

struct ToggleFavouriteMovieUseCase: ToggleFavouriteMovieUseCaseContract {
    private let repository: MovieRepositoryContract

    init(repository: MovieRepositoryContract) {
        self.repository = repository
    }

    func execute(movie: Movie) async throws(MoviesError) -> Movie {
        // TODO(business rule): Flips isFavourite and saves the movie.
        throw MoviesError.notImplemented("ToggleFavouriteMovie")
    }
}
