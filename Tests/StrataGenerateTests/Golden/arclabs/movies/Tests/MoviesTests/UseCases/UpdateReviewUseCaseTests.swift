import Foundation
import Testing
@testable import Movies

@Suite("UpdateReviewUseCase")
struct UpdateReviewUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = MockReviewRepository()
        let sut = UpdateReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]
        let changed = Review.mock(id: stored.id, author: "Updated author")

        let review = try await sut.execute(changed)

        #expect(review.id == stored.id)
        #expect(repository.saveReviewCallCount == 1)
        #expect(repository.reviews.map(\.id) == [stored.id])
        #expect(repository.reviews.first?.author == "Updated author")
    }

    @Test("Throws notFound for an unknown Review")
    func throwsNotFoundForAnUnknownReview() async throws {
        let repository = MockReviewRepository()
        let sut = UpdateReviewUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(Review.mock())
        }
        #expect(repository.saveReviewCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = MockReviewRepository()
        let sut = UpdateReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]
        repository.saveReviewError = .saveFailed()

        await #expect(throws: MoviesError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.getReviewCallCount == 1)
    }
}
