import Foundation
@testable import Movies

/// In-memory `ReviewRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockReviewRepository: ReviewRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var reviews: [Review] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var saveReviewCallCount = 0
    var saveReviewError: MoviesError?
    private(set) var lastSaveReview: Review?
    private(set) var getReviewCallCount = 0
    var getReviewError: MoviesError?
    private(set) var lastGetReviewID: UUID?
    private(set) var deleteReviewCallCount = 0
    var deleteReviewError: MoviesError?
    private(set) var lastDeleteReviewID: UUID?

    func saveReview(_ review: Review) async throws {
        saveReviewCallCount += 1
        lastSaveReview = review
        if let error = saveReviewError ?? error { throw error }
        if let index = reviews.firstIndex(where: { $0.id == review.id }) {
            reviews[index] = review
        } else {
            reviews.append(review)
        }
    }

    func getReview(by id: UUID) async throws -> Review? {
        getReviewCallCount += 1
        lastGetReviewID = id
        if let error = getReviewError ?? error { throw error }
        return reviews.first { $0.id == id }
    }

    func deleteReview(by id: UUID) async throws {
        deleteReviewCallCount += 1
        lastDeleteReviewID = id
        if let error = deleteReviewError ?? error { throw error }
        reviews.removeAll { $0.id == id }
    }
}
