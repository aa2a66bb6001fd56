import Foundation

/// Calculates a value from Reviews.
///
/// Rule: Mean of the ratings that are set; nil when none is.
public protocol CalculateAverageRatingUseCase: Sendable {
    func execute(reviews: [Review]) async throws(MoviesError) -> Double?
}

public final class DefaultCalculateAverageRatingUseCase: CalculateAverageRatingUseCase {
    private let repository: ReviewRepository

    public init(repository: ReviewRepository) {
        self.repository = repository
    }

    public func execute(reviews: [Review]) async throws(MoviesError) -> Double? {
        // TODO(business rule): Mean of the ratings that are set; nil when none is.
        throw MoviesError.notImplemented("CalculateAverageRating")
    }
}
