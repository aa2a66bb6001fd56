import Foundation

/// Saves changes to an existing Review.
protocol UpdateReviewUseCaseProtocol: Sendable {
    func execute(_ review: Review) async throws -> Review
}

struct UpdateReviewUseCase: UpdateReviewUseCaseProtocol {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(_ review: Review) async throws -> Review {
        guard try await repository.fetchReview(id: review.id) != nil else {
            throw MoviesError.notFound
        }
        try await repository.save(review)
        return review
    }
}
