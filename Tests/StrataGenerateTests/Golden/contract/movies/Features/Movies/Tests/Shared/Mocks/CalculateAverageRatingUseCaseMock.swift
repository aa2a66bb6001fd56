import Foundation
@testable import PopcornMovies

final class CalculateAverageRatingUseCaseMock: CalculateAverageRatingUseCaseContract, @unchecked Sendable {
    var result: Result<Double?, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedReviews: [Review]?

    @MainActor init() {}

    func execute(reviews: [Review]) async throws(MoviesError) -> Double? {
        executeCallCount += 1
        lastRequestedReviews = reviews
        return try result.get()
    }
}
