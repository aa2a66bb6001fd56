import Foundation

/// Data access for `MovieCollection`; implemented in the Data layer.
protocol MovieCollectionRepositoryContract: Sendable {
    /// The MovieCollection with this id, or `nil` when there is none.
    func getMovieCollection(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> MovieCollection?
}
