import Foundation

/// Gets one Movie fresh from the remote source.
final class RefreshMovieUseCase {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> Movie {
        guard let movie = try await repository.fetch(id: id, cachePolicy: .remoteFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
