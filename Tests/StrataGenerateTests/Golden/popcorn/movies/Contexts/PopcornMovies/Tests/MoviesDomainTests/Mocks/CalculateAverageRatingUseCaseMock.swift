import Foundation
@testable import MoviesDomain

final class CalculateAverageRatingUseCaseMock: CalculateAverageRatingUseCase, @unchecked Sendable {
    var result: Result<Double?, MoviesError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedReviews: [Review]?

    func execute(reviews: [Review]) async throws(MoviesError) -> Double? {
        executeCallCount += 1
        lastRequestedReviews = reviews
        return try result.get()
    }
}
