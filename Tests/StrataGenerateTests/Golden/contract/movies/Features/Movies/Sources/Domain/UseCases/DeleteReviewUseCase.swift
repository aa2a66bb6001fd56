import Foundation

/// Deletes an existing Review.
protocol DeleteReviewUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(MoviesError)
}

struct DeleteReviewUseCase: DeleteReviewUseCaseContract {
    private let repository: ReviewRepositoryContract

    init(repository: ReviewRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(MoviesError) {
        guard let review = try await repository.getReview(identifier: identifier, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        try await repository.deleteReview(identifier: review.id)
    }
}
