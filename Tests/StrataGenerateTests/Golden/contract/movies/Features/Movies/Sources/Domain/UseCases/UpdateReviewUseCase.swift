import Foundation

/// Saves changes to an existing Review.
protocol UpdateReviewUseCaseContract: Sendable {
    func execute(_ review: Review) async throws(MoviesError) -> Review
}

struct UpdateReviewUseCase: UpdateReviewUseCaseContract {
    private let repository: ReviewRepositoryContract

    init(repository: ReviewRepositoryContract) {
        self.repository = repository
    }

    func execute(_ review: Review) async throws(MoviesError) -> Review {
        guard try await repository.getReview(identifier: review.id, cachePolicy: .localFirst) != nil else {
            throw MoviesError.notFound
        }
        try await repository.saveReview(review)
        return review
    }
}
