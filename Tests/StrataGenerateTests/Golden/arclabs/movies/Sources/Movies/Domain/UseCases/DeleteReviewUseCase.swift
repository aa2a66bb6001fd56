import Foundation

/// Deletes an existing Review.
protocol DeleteReviewUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws
}

final class DeleteReviewUseCase {

    // MARK: Private Properties

    private let repository: ReviewRepositoryProtocol

    // MARK: Initialization

    init(repository: ReviewRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - DeleteReviewUseCaseProtocol

extension DeleteReviewUseCase: DeleteReviewUseCaseProtocol {
    func execute(id: UUID) async throws {
        guard let review = try await repository.getReview(by: id) else {
            throw MoviesError.notFound
        }
        try await repository.deleteReview(by: review.id)
    }
}
