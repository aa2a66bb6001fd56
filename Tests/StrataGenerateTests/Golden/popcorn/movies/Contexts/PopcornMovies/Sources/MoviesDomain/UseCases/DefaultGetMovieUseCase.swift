import Foundation

/// Gets one Movie, reading local data first.
public protocol GetMovieUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError) -> Movie
}

public final class DefaultGetMovieUseCase: GetMovieUseCase {
    private let repository: MovieRepository

    public init(repository: MovieRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(MoviesError) -> Movie {
        guard let movie = try await repository.fetch(id: id, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
