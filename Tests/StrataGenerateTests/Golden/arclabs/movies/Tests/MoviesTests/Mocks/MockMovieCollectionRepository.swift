import Foundation
@testable import Movies

/// In-memory `MovieCollectionRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieCollectionRepository: MovieCollectionRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var movieCollections: [MovieCollection] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var getMovieCollectionCallCount = 0
    var getMovieCollectionError: MoviesError?
    private(set) var lastGetMovieCollectionID: UUID?

    func getMovieCollection(by id: UUID) async throws -> MovieCollection? {
        getMovieCollectionCallCount += 1
        lastGetMovieCollectionID = id
        if let error = getMovieCollectionError ?? error { throw error }
        return movieCollections.first { $0.id == id }
    }
}
