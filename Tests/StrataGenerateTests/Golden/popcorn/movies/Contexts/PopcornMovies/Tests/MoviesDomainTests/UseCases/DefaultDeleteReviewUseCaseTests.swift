import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultDeleteReviewUseCase")
struct DefaultDeleteReviewUseCaseTests {
    @Test("Deletes the stored Review")
    func deletesTheStoredReview() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultDeleteReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]

        try await sut.execute(id: stored.id)

        #expect(repository.reviews.isEmpty)
        #expect(repository.deleteCallCount == 1)
    }

    @Test("Throws notFound when the Review does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultDeleteReviewUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(id: 1)
        }
        #expect(repository.deleteCallCount == 0)
    }
}
