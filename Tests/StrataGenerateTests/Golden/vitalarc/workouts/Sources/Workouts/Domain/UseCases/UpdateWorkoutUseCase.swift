import Foundation

/// Saves changes to an existing Workout.
final class UpdateWorkoutUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(_ workout: Workout) async throws -> Workout {
        guard try await repository.fetch(id: workout.id) != nil else {
            throw WorkoutsError.notFound
        }
        try await repository.save(workout)
        return workout
    }
}
