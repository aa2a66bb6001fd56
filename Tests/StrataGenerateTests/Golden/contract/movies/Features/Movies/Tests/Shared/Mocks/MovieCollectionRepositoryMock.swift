import Foundation
@testable import PopcornMovies

/// In-memory `MovieCollectionRepositoryContract` for tests: keeps items in a store, counts calls, records arguments.
final class MovieCollectionRepositoryMock: MovieCollectionRepositoryContract, @unchecked Sendable {
    /// What reads return and writes change.
    var movieCollections: [MovieCollection] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var getMovieCollectionCallCount = 0
    var getMovieCollectionError: MoviesError?
    private(set) var lastGetMovieCollectionIdentifier: Int?
    private(set) var lastGetMovieCollectionCachePolicy: CachePolicy?

    @MainActor init() {}

    func getMovieCollection(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> MovieCollection? {
        getMovieCollectionCallCount += 1
        lastGetMovieCollectionIdentifier = identifier
        lastGetMovieCollectionCachePolicy = cachePolicy
        if let error = getMovieCollectionError ?? error { throw error }
        return movieCollections.first { $0.id == identifier }
    }
}
