import Foundation

/// Fetches one MovieCollection by id.
protocol FetchMovieCollectionUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(MoviesError) -> MovieCollection
}

struct FetchMovieCollectionUseCase: FetchMovieCollectionUseCaseContract {
    private let repository: MovieCollectionRepositoryContract

    init(repository: MovieCollectionRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(MoviesError) -> MovieCollection {
        guard let movieCollection = try await repository.getMovieCollection(identifier: identifier, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return movieCollection
    }
}
