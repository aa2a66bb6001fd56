import Foundation
import Testing
@testable import PopcornMovies

@MainActor
@Suite("CalculateAverageRatingUseCase")
struct CalculateAverageRatingUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = ReviewRepositoryMock()
        let sut = CalculateAverageRatingUseCase(repository: repository)
        let reviews: [Review] = [Review.mock()]

        await #expect(throws: MoviesError.notImplemented("CalculateAverageRating")) {
            try await sut.execute(reviews: reviews)
        }
    }
}
