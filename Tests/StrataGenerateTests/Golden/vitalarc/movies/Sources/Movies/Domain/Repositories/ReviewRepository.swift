import Foundation

/// Data access for `Review`; implemented in the Data layer.
protocol ReviewRepository {
    /// Inserts or replaces the Review.
    func save(_ review: Review) async throws
    /// The Review with this id, or `nil` when there is none.
    func fetch(id: UUID) async throws -> Review?
    /// Removes the Review.
    func delete(_ review: Review) async throws
}
