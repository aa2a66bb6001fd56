import Foundation

/// Deletes an existing Review.
public protocol DeleteReviewUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError)
}

public final class DefaultDeleteReviewUseCase: DeleteReviewUseCase {
    private let repository: ReviewRepository

    public init(repository: ReviewRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(MoviesError) {
        guard let review = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        try await repository.delete(review)
    }
}
