import Foundation

/// Gets one Movie, reading local data first.
final class GetMovieUseCase {
    private let repository: MovieRepository

    init(repository: MovieRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> Movie {
        guard let movie = try await repository.fetch(id: id, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movie
    }
}
