import Foundation

/// Calculates a value from Reviews.
///
/// Rule: Mean of the ratings that are set; nil when none is.
final class CalculateAverageRatingUseCase {
    private let repository: ReviewRepository

    init(repository: ReviewRepository) {
        self.repository = repository
    }

    func execute(reviews: [Review]) async throws -> Double? {
        // TODO(business rule): Mean of the ratings that are set; nil when none is.
        throw MoviesError.notImplemented("CalculateAverageRating")
    }
}
