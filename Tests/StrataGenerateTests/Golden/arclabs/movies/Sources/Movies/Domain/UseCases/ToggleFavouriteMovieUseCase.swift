import Foundation

/// Flips isFavourite and saves the movie.
protocol ToggleFavouriteMovieUseCaseProtocol: Sendable {
    func execute(movie: Movie) async throws -> Movie
}

final class ToggleFavouriteMovieUseCase {

    // MARK: Private Properties

    private let repository: MovieRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - ToggleFavouriteMovieUseCaseProtocol

extension ToggleFavouriteMovieUseCase: ToggleFavouriteMovieUseCaseProtocol {
    func execute(movie: Movie) async throws -> Movie {
        // TODO(business rule): Flips isFavourite and saves the movie.
        throw MoviesError.notImplemented("ToggleFavouriteMovie")
    }
}
