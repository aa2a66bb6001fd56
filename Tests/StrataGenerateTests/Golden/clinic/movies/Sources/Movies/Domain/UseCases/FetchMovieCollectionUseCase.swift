import Foundation

/// Fetches one MovieCollection by id.
protocol FetchMovieCollectionUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> MovieCollection
}

struct FetchMovieCollectionUseCase: FetchMovieCollectionUseCaseProtocol {
    private let repository: MovieCollectionRepository

    init(repository: MovieCollectionRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> MovieCollection {
        guard let movieCollection = try await repository.fetchMovieCollection(id: id) else {
            throw MoviesError.notFound
        }
        return movieCollection
    }
}
