import Foundation
@testable import MoviesDomain

/// In-memory `ReviewRepository` for tests: keeps items in a store, counts calls, records arguments.
final class ReviewRepositoryMock: ReviewRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var reviews: [Review] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: MoviesError?

    private(set) var saveCallCount = 0
    var saveError: MoviesError?
    private(set) var lastSaveReview: Review?
    private(set) var fetchCallCount = 0
    var fetchError: MoviesError?
    private(set) var lastFetchID: Int?
    private(set) var deleteCallCount = 0
    var deleteError: MoviesError?
    private(set) var lastDeleteReview: Review?

    func save(_ review: Review) async throws(MoviesError) {
        saveCallCount += 1
        lastSaveReview = review
        if let error = saveError ?? error { throw error }
        if let index = reviews.firstIndex(where: { $0.id == review.id }) {
            reviews[index] = review
        } else {
            reviews.append(review)
        }
    }

    func fetch(id: Int) async throws(MoviesError) -> Review? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return reviews.first { $0.id == id }
    }

    func delete(_ review: Review) async throws(MoviesError) {
        deleteCallCount += 1
        lastDeleteReview = review
        if let error = deleteError ?? error { throw error }
        reviews.removeAll { $0.id == review.id }
    }
}
