import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol ReviewLocalDataSource: Sendable {
    func fetchReview(id: Int) async throws -> Review?
    func fetchAllReviews() async throws -> [Review]
    func saveReviews(_ reviews: [Review]) async throws
    func deleteReview(id: Int) async throws
}
