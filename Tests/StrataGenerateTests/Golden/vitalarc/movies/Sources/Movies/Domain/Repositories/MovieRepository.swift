import Foundation

/// Data access for `Movie`; implemented in the Data layer.
protocol MovieRepository {
    /// The Movie with this id, or `nil` when there is none.
    func fetch(id: UUID, cachePolicy: CachePolicy) async throws -> Movie?
    /// One page of the list, starting at page 1.
    func fetchMoviesPage(page: Int, cachePolicy: CachePolicy) async throws -> [Movie]
    /// One page of the Movie items matching the text; always asks the remote source.
    func searchMoviesPage(query: String, page: Int) async throws -> [Movie]
}
