import Foundation
@testable import PopcornMovies

/// In-memory `MovieRepositoryContract` for tests: keeps items in a store, counts calls, records arguments.
final class MovieRepositoryMock: MovieRepositoryContract, @unchecked Sendable {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?
    /// Size of the pages `getMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesPageResult: [Movie] = []

    private(set) var getMovieCallCount = 0
    var getMovieError: MoviesError?
    private(set) var lastGetMovieIdentifier: Int?
    private(set) var lastGetMovieCachePolicy: CachePolicy?
    private(set) var getMoviesPageCallCount = 0
    var getMoviesPageError: MoviesError?
    private(set) var lastGetMoviesPage: Int?
    private(set) var lastGetMoviesPageCachePolicy: CachePolicy?
    private(set) var searchMoviesPageCallCount = 0
    var searchMoviesPageError: MoviesError?
    private(set) var lastSearchMoviesPageQuery: String?
    private(set) var lastSearchMoviesPage: Int?

    @MainActor init() {}

    func getMovie(identifier: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> Movie? {
        getMovieCallCount += 1
        lastGetMovieIdentifier = identifier
        lastGetMovieCachePolicy = cachePolicy
        if let error = getMovieError ?? error { throw error }
        return movies.first { $0.id == identifier }
    }

    func getMoviesPage(page: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> [Movie] {
        getMoviesPageCallCount += 1
        lastGetMoviesPage = page
        lastGetMoviesPageCachePolicy = cachePolicy
        if let error = getMoviesPageError ?? error { throw error }
        let start = max(0, page - 1) * pageSize
        guard start < movies.count else { return [] }
        return Array(movies[start..<min(start + pageSize, movies.count)])
    }

    func searchMoviesPage(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        searchMoviesPageCallCount += 1
        lastSearchMoviesPageQuery = query
        lastSearchMoviesPage = page
        if let error = searchMoviesPageError ?? error { throw error }
        return searchMoviesPageResult
    }
}
