import Foundation
@testable import PopcornMovies

final class CreateReviewUseCaseMock: CreateReviewUseCaseContract, @unchecked Sendable {
    var result: Result<Review, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?
    private(set) var lastRequestedMovieId: Int?
    private(set) var lastRequestedAuthor: String?
    private(set) var lastRequestedRating: Int??
    private(set) var lastRequestedContent: String?
    private(set) var lastRequestedCreatedAt: Date?
    private(set) var lastRequestedTags: Set<ReviewTag>?

    @MainActor init() {}

    func execute(
        id: Int,
        movieId: Int,
        author: String,
        rating: Int?,
        content: String,
        createdAt: Date,
        tags: Set<ReviewTag>
    ) async throws(MoviesError) -> Review {
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
