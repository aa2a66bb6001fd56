import Foundation

/// Flips isFavourite and saves the movie.
public protocol ToggleFavouriteMovieUseCase: Sendable {
    func execute(movie: Movie) async throws(MoviesError) -> Movie
}

public final class DefaultToggleFavouriteMovieUseCase: ToggleFavouriteMovieUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(movie: Movie) async throws(MoviesError) -> Movie {
        // TODO(business rule): Flips isFavourite and saves the movie.
        throw MoviesError.notImplemented("ToggleFavouriteMovie")
    }
}
