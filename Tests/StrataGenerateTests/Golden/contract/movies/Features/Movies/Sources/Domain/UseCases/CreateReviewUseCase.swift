import Foundation

/// Creates a Review and saves it.
protocol CreateReviewUseCaseContract: Sendable {
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

struct CreateReviewUseCase: CreateReviewUseCaseContract {
    private let repository: ReviewRepositoryContract

    init(repository: ReviewRepositoryContract) {
        self.repository = repository
    }

    func execute(
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
        try await repository.saveReview(review)
        return review
    }
}
