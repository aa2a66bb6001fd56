import Foundation
@testable import Movies

/// In-memory `GenreRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockGenreRepository: GenreRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var genres: [Genre] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var getAllGenresCallCount = 0
    var getAllGenresError: MoviesError?

    func getAllGenres() async throws -> [Genre] {
        getAllGenresCallCount += 1
        if let error = getAllGenresError ?? error { throw error }
        return genres
    }
}
