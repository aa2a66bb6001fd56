import Foundation

/// Saves changes to an existing Review.
protocol UpdateReviewUseCaseProtocol: Sendable {
    func execute(_ review: Review) async throws -> Review
}

final class UpdateReviewUseCase {

    // MARK: Private Properties

    private let repository: ReviewRepositoryProtocol

    // MARK: Initialization

    init(repository: ReviewRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - UpdateReviewUseCaseProtocol

extension UpdateReviewUseCase: UpdateReviewUseCaseProtocol {
    func execute(_ review: Review) async throws -> Review {
        guard try await repository.getReview(by: review.id) != nil else {
            throw MoviesError.notFound
        }
        try await repository.saveReview(review)
        return review
    }
}
