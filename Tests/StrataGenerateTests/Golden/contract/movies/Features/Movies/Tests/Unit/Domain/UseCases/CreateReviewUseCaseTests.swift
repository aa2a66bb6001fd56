import Foundation
import Testing
@testable import PopcornMovies

@MainActor
@Suite("CreateReviewUseCase")
struct CreateReviewUseCaseTests {
    @Test("Saves and returns the new Review")
    func savesAndReturnsTheNewReview() async throws {
        let repository = ReviewRepositoryMock()
        let sut = CreateReviewUseCase(repository: repository)
        let id: Int = 1
        let movieId: Int = 1
        let author: String = "Test author"
        let rating: Int? = 1
        let content: String = "Test content"
        let createdAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
        let tags: Set<ReviewTag> = [.spoilers]

        let review = try await sut.execute(id: id, movieId: movieId, author: author, rating: rating, content: content, createdAt: createdAt, tags: tags)

        #expect(repository.saveReviewCallCount == 1)
        #expect(repository.reviews.map(\.id) == [review.id])
        #expect(review.movieId == movieId)
        #expect(review.author == author)
        #expect(review.rating == rating)
        #expect(review.content == content)
        #expect(review.createdAt == createdAt)
        #expect(review.tags == tags)
    }

    @Test("Throws when saving fails")
    func throwsWhenSavingFails() async throws {
        let repository = ReviewRepositoryMock()
        let sut = CreateReviewUseCase(repository: repository)
        let id: Int = 1
        let movieId: Int = 1
        let author: String = "Test author"
        let rating: Int? = 1
        let content: String = "Test content"
        let createdAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
        let tags: Set<ReviewTag> = [.spoilers]
        repository.error = .saveFailed()

        await #expect(throws: MoviesError.saveFailed()) {
            try await sut.execute(id: id, movieId: movieId, author: author, rating: rating, content: content, createdAt: createdAt, tags: tags)
        }
    }
}
