import Foundation

/// Calculates a value from Reviews.
///
/// Rule: Mean of the ratings that are set; nil when none is.
protocol CalculateAverageRatingUseCaseProtocol: Sendable {
    func execute(reviews: [Review]) async throws -> Double?
}

final class CalculateAverageRatingUseCase {

    // MARK: Private Properties

    private let repository: ReviewRepositoryProtocol

    // MARK: Initialization

    init(repository: ReviewRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - CalculateAverageRatingUseCaseProtocol

extension CalculateAverageRatingUseCase: CalculateAverageRatingUseCaseProtocol {
    func execute(reviews: [Review]) async throws -> Double? {
        // TODO(business rule): Mean of the ratings that are set; nil when none is.
        throw MoviesError.notImplemented("CalculateAverageRating")
    }
}
