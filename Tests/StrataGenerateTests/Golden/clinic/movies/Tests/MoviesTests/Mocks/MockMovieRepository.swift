import Foundation
@testable import Movies

/// In-memory `MovieRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieRepository: MovieRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    /// Size of the pages `fetchMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesResult: [Movie] = []

    private(set) var fetchMovieCallCount = 0
    var fetchMovieError: MoviesError?
    private(set) var lastFetchMovieID: String?
    private(set) var lastFetchMovieCachePolicy: CachePolicy?
    private(set) var fetchMoviesPageCallCount = 0
    var fetchMoviesPageError: MoviesError?
    private(set) var lastFetchMoviesPage: Int?
    private(set) var lastFetchMoviesPageCachePolicy: CachePolicy?
    private(set) var searchMoviesCallCount = 0
    var searchMoviesError: MoviesError?
    private(set) var lastSearchMoviesQuery: String?
    private(set) var lastSearchMoviesPage: Int?

    func fetchMovie(id: String, cachePolicy: CachePolicy) async throws -> Movie? {
        fetchMovieCallCount += 1
        lastFetchMovieID = id
        lastFetchMovieCachePolicy = cachePolicy
        if let error = fetchMovieError ?? error { throw error }
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

    func searchMovies(query: String, page: Int) async throws -> [Movie] {
        searchMoviesCallCount += 1
        lastSearchMoviesQuery = query
        lastSearchMoviesPage = page
        if let error = searchMoviesError ?? error { throw error }
        return searchMoviesResult
    }
}
