import Foundation
@testable import Movies

final class MockUpdateReviewUseCase: UpdateReviewUseCaseProtocol, @unchecked Sendable {
    var result: Result<Review, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedReview: Review?

    func execute(_ review: Review) async throws -> Review {
        executeCallCount += 1
        lastRequestedReview = review
        return try result.get()
    }
}
