import Foundation

/// Data access for `Review`; implemented in the Data layer.
public protocol ReviewRepository: Sendable {
    /// Inserts or replaces the Review.
    func save(_ review: Review) async throws(MoviesError)
    /// The Review with this id, or `nil` when there is none.
    func fetch(id: Int) async throws(MoviesError) -> Review?
    /// Removes the Review.
    func delete(_ review: Review) async throws(MoviesError)
}
