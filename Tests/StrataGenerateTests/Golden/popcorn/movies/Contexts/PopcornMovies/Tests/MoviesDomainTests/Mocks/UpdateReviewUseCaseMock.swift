import Foundation
@testable import MoviesDomain

final class UpdateReviewUseCaseMock: UpdateReviewUseCase, @unchecked Sendable {
    var result: Result<Review, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedReview: Review?

    func execute(_ review: Review) async throws(MoviesError) -> Review {
        executeCallCount += 1
        lastRequestedReview = review
        return try result.get()
    }
}
