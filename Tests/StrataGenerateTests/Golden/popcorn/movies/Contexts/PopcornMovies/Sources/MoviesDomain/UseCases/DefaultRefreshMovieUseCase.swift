import Foundation

/// Gets one Movie fresh from the remote source.
public protocol RefreshMovieUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError) -> Movie
}

public final class DefaultRefreshMovieUseCase: RefreshMovieUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(MoviesError) -> Movie {
        guard let movie = try await repository.fetch(id: id, cachePolicy: .remoteFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
