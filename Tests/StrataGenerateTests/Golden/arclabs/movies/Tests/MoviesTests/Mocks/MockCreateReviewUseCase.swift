import Foundation
@testable import Movies

final class MockCreateReviewUseCase: CreateReviewUseCaseProtocol, @unchecked Sendable {
    var result: Result<Review, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedMovieId: UUID?
    private(set) var lastRequestedAuthor: String?
    private(set) var lastRequestedRating: Int??
    private(set) var lastRequestedContent: String?
    private(set) var lastRequestedCreatedAt: Date?
    private(set) var lastRequestedTags: Set<ReviewTag>?

    func execute(
        movieId: UUID,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws -> Review {
        executeCallCount += 1
        lastRequestedMovieId = movieId
        lastRequestedAuthor = author
        lastRequestedRating = rating
        lastRequestedContent = content
        lastRequestedCreatedAt = createdAt
        lastRequestedTags = tags
        return try result.get()
    }
}
