import Foundation
@testable import Movies

/// In-memory `MovieRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieRepository: MovieRepository {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error.
    var error: MoviesError?
    /// Size of the pages `fetchMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesPageResult: [Movie] = []

    private(set) var fetchCallCount = 0
    private(set) var lastFetchID: UUID?
    private(set) var lastFetchCachePolicy: CachePolicy?
    private(set) var fetchMoviesPageCallCount = 0
    private(set) var lastFetchMoviesPage: Int?
    private(set) var lastFetchMoviesPageCachePolicy: CachePolicy?
    private(set) var searchMoviesPageCallCount = 0
    private(set) var lastSearchMoviesPageQuery: String?
    private(set) var lastSearchMoviesPage: Int?

    func fetch(id: UUID, cachePolicy: CachePolicy) async throws -> Movie? {
        fetchCallCount += 1
        lastFetchID = id
        lastFetchCachePolicy = cachePolicy
        if let error { throw error }
        return movies.first { $0.id == id }
    }

    func fetchMoviesPage(page: Int, cachePolicy: CachePolicy) async throws -> [Movie] {
        fetchMoviesPageCallCount += 1
        lastFetchMoviesPage = page
        lastFetchMoviesPageCachePolicy = cachePolicy
        if let error { throw error }
        let start = max(0, page - 1) * pageSize
        guard start < movies.count else { return [] }
        return Array(movies[start..<min(start + pageSize, movies.count)])
    }

    func searchMoviesPage(query: String, page: Int) async throws -> [Movie] {
        searchMoviesPageCallCount += 1
        lastSearchMoviesPageQuery = query
        lastSearchMoviesPage = page
        if let error { throw error }
        return searchMoviesPageResult
    }
}
