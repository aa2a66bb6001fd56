import Foundation

/// Data access for `Movie`; implemented in the Data layer.
protocol MovieRepository: Sendable {
    /// The Movie with this id, or `nil` when there is none.
    func fetchMovie(id: String, cachePolicy: CachePolicy) async throws -> Movie?
    /// One page of the list, starting at page 1.
    func fetchMoviesPage(page: Int, cachePolicy: CachePolicy) async throws -> [Movie]
    /// One page of the Movie items matching the text; always asks the remote source.
    func searchMovies(query: String, page: Int) async throws -> [Movie]
}
