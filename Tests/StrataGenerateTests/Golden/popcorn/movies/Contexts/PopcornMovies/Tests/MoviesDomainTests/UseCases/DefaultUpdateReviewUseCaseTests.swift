import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultUpdateReviewUseCase")
struct DefaultUpdateReviewUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultUpdateReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]
        let changed = Review.mock(id: stored.id, movieId: 2)

        let review = try await sut.execute(changed)

        #expect(review.id == stored.id)
        #expect(repository.saveCallCount == 1)
        #expect(repository.reviews.map(\.id) == [stored.id])
        #expect(repository.reviews.first?.movieId == 2)
    }

    @Test("Throws notFound for an unknown Review")
    func throwsNotFoundForAnUnknownReview() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultUpdateReviewUseCase(repository: repository)

        await #expect(throws: MoviesError.notFound) {
            try await sut.execute(Review.mock())
        }
        #expect(repository.saveCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultUpdateReviewUseCase(repository: repository)
        let stored = Review.mock()
        repository.reviews = [stored]
        repository.saveError = .saveFailed()

        await #expect(throws: MoviesError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.fetchCallCount == 1)
    }
}
