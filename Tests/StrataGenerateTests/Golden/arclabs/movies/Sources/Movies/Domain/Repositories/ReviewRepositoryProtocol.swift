import Foundation

/// Data access for `Review`; implemented in the Data layer.
protocol ReviewRepositoryProtocol: Sendable {
    /// Inserts or replaces the Review.
    func saveReview(_ review: Review) async throws
    /// The Review with this id, or `nil` when there is none.
    func getReview(by id: UUID) async throws -> Review?
    /// Removes the Review.
    func deleteReview(by id: UUID) async throws
}
