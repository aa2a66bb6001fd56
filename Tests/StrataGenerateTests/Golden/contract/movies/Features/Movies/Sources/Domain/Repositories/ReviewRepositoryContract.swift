import Foundation

/// Data access for `Review`; implemented in the Data layer.
protocol ReviewRepositoryContract: Sendable {
    /// Inserts or replaces the Review.
    func saveReview(_ review: Review) async throws(MoviesError)
    /// The Review with this id, or `nil` when there is none.
    func getReview(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> Review?
    /// Removes the Review.
    func deleteReview(identifier: Int) async throws(MoviesError)
}
