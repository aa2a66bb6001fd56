import Foundation

/// Saves changes to an existing Workout.
protocol UpdateWorkoutUseCaseProtocol: Sendable {
    func execute(_ workout: Workout) async throws -> Workout
}

struct UpdateWorkoutUseCase: UpdateWorkoutUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(_ workout: Workout) async throws -> Workout {
        guard try await repository.fetchWorkout(id: workout.id) != nil else {
            throw WorkoutsError.notFound
        }
        try await repository.save(workout)
        return workout
    }
}
