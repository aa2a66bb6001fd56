import Foundation
@testable import MoviesDomain

/// In-memory `MovieRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MovieRepositoryMock: MovieRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var movies: [Movie] = []
    /// When set, every method records its call and then throws this error.
    var error: MoviesError?
    /// Size of the pages `fetchMoviesPage` cuts from the store.
    var pageSize = 20
    var searchMoviesPageResult: [Movie] = []

    private(set) var fetchCallCount = 0
    private(set) var lastFetchID: Int?
    private(set) var fetchMoviesPageCallCount = 0
    private(set) var lastFetchMoviesPagePage: Int?
    private(set) var searchMoviesPageCallCount = 0
    private(set) var lastSearchMoviesPageQuery: String?
    private(set) var lastSearchMoviesPagePage: Int?

    func fetch(id: Int) async throws(MoviesError) -> Movie? {
        fetchCallCount += 1
        lastFetchID = id
        if let error { throw error }
        return movies.first { $0.id == id }
    }

    func fetchMoviesPage(page: Int) async throws(MoviesError) -> [Movie] {
        fetchMoviesPageCallCount += 1
        lastFetchMoviesPagePage = page
        if let error { throw error }
        let start = max(0, page - 1) * pageSize
        guard start < movies.count else { return [] }
        return Array(movies[start..<min(start + pageSize, movies.count)])
    }

    func searchMoviesPage(query: String, page: Int) async throws(MoviesError) -> [Movie] {
        searchMoviesPageCallCount += 1
        lastSearchMoviesPageQuery = query
        lastSearchMoviesPagePage = page
        if let error { throw error }
        return searchMoviesPageResult
    }
}
