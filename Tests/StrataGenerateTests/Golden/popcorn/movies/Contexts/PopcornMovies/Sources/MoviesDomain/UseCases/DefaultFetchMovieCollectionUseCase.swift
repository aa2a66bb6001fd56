import Foundation

/// Fetches one MovieCollection by id.
public protocol FetchMovieCollectionUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError) -> MovieCollection
}

public final class DefaultFetchMovieCollectionUseCase: FetchMovieCollectionUseCase {
    private let repository: MovieCollectionRepository

    public init(repository: MovieCollectionRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(MoviesError) -> MovieCollection {
        guard let movieCollection = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        return movieCollection
    }
}
