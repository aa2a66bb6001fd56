import Foundation
@testable import Movies

/// In-memory `GenreRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockGenreRepository: GenreRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var genres: [Genre] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var fetchAllCallCount = 0
    var fetchAllError: MoviesError?

    func fetchAll() async throws -> [Genre] {
        fetchAllCallCount += 1
        if let error = fetchAllError ?? error { throw error }
        return genres
    }
}
