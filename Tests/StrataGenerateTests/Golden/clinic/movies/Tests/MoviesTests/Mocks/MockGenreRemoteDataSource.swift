import Foundation
@testable import Movies

/// `GenreRemoteDataSourceProtocol` for tests: no network, canned DTOs, call counts.
final class MockGenreRemoteDataSource: GenreRemoteDataSourceProtocol, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [GenreDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [GenreDTO] = []
    private(set) var fetchAllGenresCallCount = 0

    func fetchAllGenres() async throws -> [GenreDTO] {
        fetchAllGenresCallCount += 1
        if let error { throw error }
        return items
    }
}
