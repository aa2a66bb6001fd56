import Foundation

/// Deletes an existing Workout.
final class DeleteWorkoutUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws {
        guard let workout = try await repository.fetch(id: id) else {
            throw WorkoutsError.notFound
        }
        try await repository.delete(workout)
    }
}
