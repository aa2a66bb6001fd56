import Foundation

/// Creates a Review and saves it.
final class CreateReviewUseCase {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

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
        try await repository.save(review)
        return review
    }
}
