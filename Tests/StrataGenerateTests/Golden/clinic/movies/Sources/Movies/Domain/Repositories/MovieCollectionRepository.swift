import Foundation

/// Data access for `MovieCollection`; implemented in the Data layer.
protocol MovieCollectionRepository: Sendable {
    /// The MovieCollection with this id, or `nil` when there is none.
    func fetchMovieCollection(id: String) async throws -> MovieCollection?
}
