import Foundation
@testable import Movies

/// `ReviewRemoteDataSourceProtocol` for tests: no network, canned DTOs, call counts.
final class MockReviewRemoteDataSource: ReviewRemoteDataSourceProtocol, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [ReviewDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [ReviewDTO] = []
    private(set) var saveReviewCallCount = 0
    private(set) var fetchReviewCallCount = 0
    private(set) var deleteReviewCallCount = 0

    func saveReview(_ dto: ReviewDTO) async throws {
        saveReviewCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == dto.id }
        items.append(dto)
        savedItems.append(dto)
    }

    func fetchReview(id: UUID) async throws -> ReviewDTO {
        fetchReviewCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }

    func deleteReview(id: UUID) async throws {
        deleteReviewCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == id }
    }
}
