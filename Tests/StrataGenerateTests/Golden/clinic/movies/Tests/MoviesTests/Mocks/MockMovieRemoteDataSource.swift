import Foundation
@testable import Movies

/// `MovieRemoteDataSourceProtocol` for tests: no network, canned DTOs, call counts.
final class MockMovieRemoteDataSource: MovieRemoteDataSourceProtocol, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [MovieDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [MovieDTO] = []
    private(set) var fetchMovieCallCount = 0
    private(set) var fetchMoviesPageCallCount = 0
    private(set) var searchMoviesCallCount = 0

    func fetchMovie(id: String) async throws -> MovieDTO {
        fetchMovieCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }

    func fetchMoviesPage(page: Int) async throws -> [MovieDTO] {
        fetchMoviesPageCallCount += 1
        if let error { throw error }
        return items
    }

    func searchMovies(query: String, page: Int) async throws -> [MovieDTO] {
        searchMoviesCallCount += 1
        if let error { throw error }
        return items
    }
}
