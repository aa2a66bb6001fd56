import Foundation

/// Creates a Review and saves it.
protocol CreateReviewUseCaseProtocol: Sendable {
    func execute(
        id: String,
        movieId: String,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws -> Review
}

struct CreateReviewUseCase: CreateReviewUseCaseProtocol {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(
        id: String,
        movieId: String,
        author: String,
        rating: Int? = nil,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag> = []
    ) async throws -> Review {
        let review = Review(
            id: id,
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
