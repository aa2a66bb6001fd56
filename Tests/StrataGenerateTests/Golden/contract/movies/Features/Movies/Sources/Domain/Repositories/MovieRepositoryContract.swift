import Foundation

/// Data access for `Movie`; implemented in the Data layer.
protocol MovieRepositoryContract: Sendable {
    /// The Movie with this id, or `nil` when there is none.
    func getMovie(identifier: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> Movie?
    /// One page of the list, starting at page 1.
    func getMoviesPage(page: Int, cachePolicy: CachePolicy) async throws(MoviesError) -> [Movie]
    /// One page of the Movie items matching the text; always asks the remote source.
    func searchMoviesPage(query: String, page: Int) async throws(MoviesError) -> [Movie]
}
