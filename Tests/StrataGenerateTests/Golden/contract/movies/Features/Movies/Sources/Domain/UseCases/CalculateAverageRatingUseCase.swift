import Foundation

/// Calculates a value from Reviews.
///
/// Rule: Mean of the ratings that are set; nil when none is.
protocol CalculateAverageRatingUseCaseContract: Sendable {
    func execute(reviews: [Review]) async throws(MoviesError) -> Double?
}

struct CalculateAverageRatingUseCase: CalculateAverageRatingUseCaseContract {
    private let repository: ReviewRepositoryContract

    init(repository: ReviewRepositoryContract) {
        self.repository = repository
    }

    func execute(reviews: [Review]) async throws(MoviesError) -> Double? {
        // TODO(business rule): Mean of the ratings that are set; nil when none is.
        throw MoviesError.notImplemented("CalculateAverageRating")
    }
}
