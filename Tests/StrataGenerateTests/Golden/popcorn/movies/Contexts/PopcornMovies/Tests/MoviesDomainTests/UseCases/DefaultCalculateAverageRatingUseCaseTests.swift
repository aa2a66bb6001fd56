import Foundation
import Testing
@testable import MoviesDomain

@Suite("DefaultCalculateAverageRatingUseCase")
struct DefaultCalculateAverageRatingUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = ReviewRepositoryMock()
        let sut = DefaultCalculateAverageRatingUseCase(repository: repository)
        let reviews: [Review] = [Review.mock()]

        await #expect(throws: MoviesError.notImplemented("CalculateAverageRating")) {
            try await sut.execute(reviews: reviews)
        }
    }
}
