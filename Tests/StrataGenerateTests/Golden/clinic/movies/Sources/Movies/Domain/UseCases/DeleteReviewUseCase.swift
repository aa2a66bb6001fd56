import Foundation

/// Deletes an existing Review.
protocol DeleteReviewUseCaseProtocol: Sendable {
    func execute(id: String) async throws
}

struct DeleteReviewUseCase: DeleteReviewUseCaseProtocol {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws {
        guard let review = try await repository.fetchReview(id: id) else {
            throw MoviesError.notFound
        }
        try await repository.delete(id: review.id)
    }
}
