import Foundation
@testable import Movies

/// In-memory `MovieRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockMovieRepository: MovieRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    /// Size of the pages `getMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesResult: [Movie] = []

    private(set) var getMovieCallCount = 0
    var getMovieError: MoviesError?
    private(set) var lastGetMovieID: UUID?
    private(set) var lastGetMovieCachePolicy: CachePolicy?
    private(set) var getMoviesPageCallCount = 0
    var getMoviesPageError: MoviesError?
    private(set) var lastGetMoviesPage: Int?
    private(set) var lastGetMoviesPageCachePolicy: CachePolicy?
    private(set) var searchMoviesCallCount = 0
    var searchMoviesError: MoviesError?
    private(set) var lastSearchMoviesQuery: String?
    private(set) var lastSearchMoviesPage: Int?

    func getMovie(by id: UUID, cachePolicy: CachePolicy) async throws -> Movie? {
        getMovieCallCount += 1
        lastGetMovieID = id
        lastGetMovieCachePolicy = cachePolicy
        if let error = getMovieError ?? error { throw error }
        return movies.first { $0.id == id }
    }

    func getMoviesPage(page: Int, cachePolicy: CachePolicy) async throws -> [Movie] {
        getMoviesPageCallCount += 1
        lastGetMoviesPage = page
        lastGetMoviesPageCachePolicy = cachePolicy
        if let error = getMoviesPageError ?? error { throw error }
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
