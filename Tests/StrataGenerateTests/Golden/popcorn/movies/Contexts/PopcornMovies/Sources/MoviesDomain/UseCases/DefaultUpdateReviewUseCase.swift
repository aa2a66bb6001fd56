import Foundation

/// Saves changes to an existing Review.
public protocol UpdateReviewUseCase: Sendable {
    func execute(_ review: Review) async throws(MoviesError) -> Review
}

public final class DefaultUpdateReviewUseCase: UpdateReviewUseCase {
    private let repository: ReviewRepository

    public init(repository: ReviewRepository) {
        self.repository = repository
    }

    public func execute(_ review: Review) async throws(MoviesError) -> Review {
        guard try await repository.fetch(id: review.id) != nil else {
            throw MoviesError.notFound
        }
        try await repository.save(review)
        return review
    }
}
