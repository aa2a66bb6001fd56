import Foundation

/// Newest first, at most `limit` workouts.
protocol FetchRecentWorkoutsUseCaseProtocol: Sendable {
    func execute(limit: Int) async throws -> [Workout]
}

struct FetchRecentWorkoutsUseCase: FetchRecentWorkoutsUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(limit: Int) async throws -> [Workout] {
        // TODO(business rule): Newest first, at most `limit` workouts.
        return try await repository.fetchRecent(limit: limit)
    }
}
