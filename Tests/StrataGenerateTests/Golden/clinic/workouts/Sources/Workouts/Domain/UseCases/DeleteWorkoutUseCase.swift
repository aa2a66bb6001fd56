import Foundation

/// Deletes an existing Workout.
protocol DeleteWorkoutUseCaseProtocol: Sendable {
    func execute(id: String) async throws
}

struct DeleteWorkoutUseCase: DeleteWorkoutUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws {
        guard let workout = try await repository.fetchWorkout(id: id) else {
            throw WorkoutsError.notFound
        }
        try await repository.delete(id: workout.id)
    }
}
