import Foundation

/// Creates a Review and saves it.
public protocol CreateReviewUseCase: Sendable {
    func execute(
        id: Int,
        movieId: Int,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws(MoviesError) -> Review
}

public final class DefaultCreateReviewUseCase: CreateReviewUseCase {
    private let repository: ReviewRepository

    public init(repository: ReviewRepository) {
        self.repository = repository
    }

    public func execute(
        id: Int,
        movieId: Int,
        author: String,
        rating: Int? = nil,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag> = []
    ) async throws(MoviesError) -> Review {
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
