import Foundation

/// Saves changes to an existing Review.
final class UpdateReviewUseCase {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(_ review: Review) async throws -> Review {
        guard try await repository.fetch(id: review.id) != nil else {
            throw MoviesError.notFound
        }
        try await repository.save(review)
        return review
    }
}
