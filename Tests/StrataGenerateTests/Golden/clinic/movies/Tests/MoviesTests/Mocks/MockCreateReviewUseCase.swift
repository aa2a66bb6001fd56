import Foundation
@testable import Movies

final class MockCreateReviewUseCase: CreateReviewUseCaseProtocol, @unchecked Sendable {
    var result: Result<Review, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?
    private(set) var lastRequestedMovieId: String?
    private(set) var lastRequestedAuthor: String?
    private(set) var lastRequestedRating: Int??
    private(set) var lastRequestedContent: String?
    private(set) var lastRequestedCreatedAt: Date?
    private(set) var lastRequestedTags: Set<ReviewTag>?

    func execute(
        id: String,
        movieId: String,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws -> Review {
        executeCallCount += 1
        lastRequestedID = id
        lastRequestedMovieId = movieId
        lastRequestedAuthor = author
        lastRequestedRating = rating
        lastRequestedContent = content
        lastRequestedCreatedAt = createdAt
        lastRequestedTags = tags
        return try result.get()
    }
}
