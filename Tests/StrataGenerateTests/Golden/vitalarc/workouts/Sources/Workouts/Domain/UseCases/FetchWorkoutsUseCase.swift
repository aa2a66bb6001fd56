import Foundation

/// Fetches every Workout.
final class FetchWorkoutsUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Workout] {
        return try await repository.fetchAll()
    }
}
