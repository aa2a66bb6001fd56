import Foundation

/// Creates a Review and saves it.
protocol CreateReviewUseCaseProtocol: Sendable {
    func execute(
        movieId: UUID,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws -> Review
}

final class CreateReviewUseCase {

    // MARK: Private Properties

    private let repository: ReviewRepositoryProtocol

    // MARK: Initialization

    init(repository: ReviewRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - CreateReviewUseCaseProtocol

extension CreateReviewUseCase: CreateReviewUseCaseProtocol {
    func execute(
        movieId: UUID,
        author: String,
        rating: Int? = nil,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag> = []
    ) async throws -> Review {
        let review = Review(
            id: UUID(),
            movieId: movieId,
            author: author,
            rating: rating,
            content: content,
            createdAt: createdAt,
            tags: tags
        )
        try await repository.saveReview(review)
        return review
    }
}
