import Foundation

/// Deletes an existing Review.
final class DeleteReviewUseCase {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws {
        guard let review = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        try await repository.delete(review)
    }
}
