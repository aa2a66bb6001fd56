import Foundation

/// Newest first, at most `limit` workouts.
protocol FetchRecentWorkoutsUseCaseProtocol: Sendable {
    func execute(limit: Int) async throws -> [Workout]
}

final class FetchRecentWorkoutsUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchRecentWorkoutsUseCaseProtocol

extension FetchRecentWorkoutsUseCase: FetchRecentWorkoutsUseCaseProtocol {
    func execute(limit: Int) async throws -> [Workout] {
        // TODO(business rule): Newest first, at most `limit` workouts.
        return try await repository.fetchRecent(limit: limit)
    }
}
