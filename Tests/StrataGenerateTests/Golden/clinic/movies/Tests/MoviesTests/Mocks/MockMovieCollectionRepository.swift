import Foundation
@testable import Movies

/// In-memory `MovieCollectionRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieCollectionRepository: MovieCollectionRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var movieCollections: [MovieCollection] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var fetchMovieCollectionCallCount = 0
    var fetchMovieCollectionError: MoviesError?
    private(set) var lastFetchMovieCollectionID: String?

    func fetchMovieCollection(id: String) async throws -> MovieCollection? {
        fetchMovieCollectionCallCount += 1
        lastFetchMovieCollectionID = id
        if let error = fetchMovieCollectionError ?? error { throw error }
        return movieCollections.first { $0.id == id }
    }
}
