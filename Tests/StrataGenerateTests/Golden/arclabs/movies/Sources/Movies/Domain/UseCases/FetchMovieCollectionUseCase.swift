import Foundation

/// Fetches one MovieCollection by id.
protocol FetchMovieCollectionUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> MovieCollection
}

final class FetchMovieCollectionUseCase {

    // MARK: Private Properties

    private let repository: MovieCollectionRepositoryProtocol

    // MARK: Initialization

    init(repository: MovieCollectionRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchMovieCollectionUseCaseProtocol

extension FetchMovieCollectionUseCase: FetchMovieCollectionUseCaseProtocol {
    func execute(id: UUID) async throws -> MovieCollection {
        guard let movieCollection = try await repository.getMovieCollection(by: id) else {
            throw MoviesError.notFound
        }
        return movieCollection
    }
}
