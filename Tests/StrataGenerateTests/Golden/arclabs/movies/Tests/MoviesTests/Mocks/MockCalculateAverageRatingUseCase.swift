import Foundation
@testable import Movies

final class MockCalculateAverageRatingUseCase: CalculateAverageRatingUseCaseProtocol, @unchecked Sendable {
    var result: Result<Double?, any Error> = .failure(MoviesError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedReviews: [Review]?

    func execute(reviews: [Review]) async throws -> Double? {
        executeCallCount += 1
        lastRequestedReviews = reviews
        return try result.get()
    }
}
