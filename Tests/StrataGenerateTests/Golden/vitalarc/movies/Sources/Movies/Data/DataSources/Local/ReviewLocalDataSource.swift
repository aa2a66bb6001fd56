import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol ReviewLocalDataSource: Sendable {
    func fetchReview(id: UUID) async throws -> Review?
    func fetchAllReviews() async throws -> [Review]
    func saveReviews(_ reviews: [Review]) async throws
    func deleteReview(id: UUID) async throws
}
