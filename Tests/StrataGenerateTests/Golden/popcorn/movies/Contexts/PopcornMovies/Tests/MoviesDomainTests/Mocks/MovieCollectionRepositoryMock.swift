import Foundation
@testable import MoviesDomain

/// In-memory `MovieCollectionRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MovieCollectionRepositoryMock: MovieCollectionRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var movieCollections: [MovieCollection] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var fetchCallCount = 0
    var fetchError: MoviesError?
    private(set) var lastFetchID: Int?

    func fetch(id: Int) async throws(MoviesError) -> MovieCollection? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return movieCollections.first { $0.id == id }
    }
}
