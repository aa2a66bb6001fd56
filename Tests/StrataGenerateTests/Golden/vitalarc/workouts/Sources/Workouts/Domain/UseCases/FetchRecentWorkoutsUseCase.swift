import Foundation

/// Newest first, at most `limit` workouts.
final class FetchRecentWorkoutsUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(limit: Int) async throws -> [Workout] {
        // TODO(business rule): Newest first, at most `limit` workouts.
        return try await repository.fetchRecent(limit: limit)
    }
}
