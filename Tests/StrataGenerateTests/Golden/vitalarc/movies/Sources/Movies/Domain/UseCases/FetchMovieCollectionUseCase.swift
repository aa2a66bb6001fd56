import Foundation

/// Fetches one MovieCollection by id.
final class FetchMovieCollectionUseCase {
    private let repository: MovieCollectionRepository

    init(repository: MovieCollectionRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> MovieCollection {
        guard let movieCollection = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        return movieCollection
    }
}
