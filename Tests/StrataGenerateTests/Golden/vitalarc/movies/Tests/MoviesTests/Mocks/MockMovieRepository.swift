import Foundation
@testable import Movies

/// In-memory `MovieRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieRepository: MovieRepository {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    /// Size of the pages `fetchMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesPageResult: [Movie] = []

    private(set) var fetchCallCount = 0
    var fetchError: MoviesError?
    private(set) var lastFetchID: UUID?
    private(set) var lastFetchCachePolicy: CachePolicy?
    private(set) var fetchMoviesPageCallCount = 0
    var fetchMoviesPageError: MoviesError?
    private(set) var lastFetchMoviesPage: Int?
    private(set) var lastFetchMoviesPageCachePolicy: CachePolicy?
    private(set) var searchMoviesPageCallCount = 0
    var searchMoviesPageError: MoviesError?
    private(set) var lastSearchMoviesPageQuery: String?
    private(set) var lastSearchMoviesPage: Int?

    func fetch(id: UUID, cachePolicy: CachePolicy) async throws -> Movie? {
        fetchCallCount += 1
        lastFetchID = id
        lastFetchCachePolicy = cachePolicy
        if let error = fetchError ?? error { throw error }
        return movies.first { $0.id == id }
    }

    func fetchMoviesPage(page: Int, cachePolicy: CachePolicy) async throws -> [Movie] {
        fetchMoviesPageCallCount += 1
        lastFetchMoviesPage = page
        lastFetchMoviesPageCachePolicy = cachePolicy
        if let error = fetchMoviesPageError ?? error { throw error }
        let start = max(0, page - 1) * pageSize
        guard start < movies.count else { return [] }
        return Array(movies[start..<min(start + pageSize, movies.count)])
    }

    func searchMoviesPage(query: String, page: Int) async throws -> [Movie] {
        searchMoviesPageCallCount += 1
        lastSearchMoviesPageQuery = query
        lastSearchMoviesPage = page
        if let error = searchMoviesPageError ?? error { throw error }
        return searchMoviesPageResult
    }
}
