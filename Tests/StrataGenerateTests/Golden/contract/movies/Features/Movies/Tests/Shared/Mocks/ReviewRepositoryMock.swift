import Foundation
@testable import PopcornMovies

/// In-memory `ReviewRepositoryContract` for tests: keeps items in a store, counts calls, records arguments.
final class ReviewRepositoryMock: ReviewRepositoryContract, @unchecked Sendable {
    /// What reads return and writes change.
    var reviews: [Review] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var saveReviewCallCount = 0
    var saveReviewError: MoviesError?
    private(set) var lastSaveReview: Review?
    private(set) var getReviewCallCount = 0
    var getReviewError: MoviesError?
    private(set) var lastGetReviewIdentifier: Int?
    private(set) var lastGetReviewCachePolicy: CachePolicy?
    private(set) var deleteReviewCallCount = 0
    var deleteReviewError: MoviesError?
    private(set) var lastDeleteReviewIdentifier: Int?

    @MainActor init() {}

    func saveReview(_ review: Review) async throws(MoviesError) {
        saveReviewCallCount += 1
        lastSaveReview = review
        if let error = saveReviewError ?? error { throw error }
        if let index = reviews.firstIndex(where: { $0.id == review.id }) {
            reviews[index] = review
        } else {
            reviews.append(review)
        }
    }

    func getReview(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(MoviesError) -> Review? {
        getReviewCallCount += 1
        lastGetReviewIdentifier = identifier
        lastGetReviewCachePolicy = cachePolicy
        if let error = getReviewError ?? error { throw error }
        return reviews.first { $0.id == identifier }
    }

    func deleteReview(identifier: Int) async throws(MoviesError) {
        deleteReviewCallCount += 1
        lastDeleteReviewIdentifier = identifier
        if let error = deleteReviewError ?? error { throw error }
        reviews.removeAll { $0.id == identifier }
    }
}
