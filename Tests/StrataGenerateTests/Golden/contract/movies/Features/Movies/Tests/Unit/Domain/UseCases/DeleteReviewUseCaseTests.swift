import Foundation
import Testing
@testable import PopcornMovies

@MainActor
@Suite("DeleteReviewUseCase")
struct DeleteReviewUseCaseTests {
    @Test("Deletes the stored Review")
    func deletesTheStoredReview() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DeleteReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]

        try await sut.execute(identifier: stored.id)

        #expect(repository.reviews.isEmpty)
        #expect(repository.deleteReviewCallCount == 1)
    }

    @Test("Throws notFound when the Review does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DeleteReviewUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(identifier: 1)
        }
        #expect(repository.deleteReviewCallCount == 0)
    }
}
