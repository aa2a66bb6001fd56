import Foundation

/// Saves changes to an existing Workout.
protocol UpdateWorkoutUseCaseContract: Sendable {
    func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout
}

struct UpdateWorkoutUseCase: UpdateWorkoutUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout {
        guard try await repository.getWorkout(identifier: workout.id, cachePolicy: .localFirst) != nil else {
            throw WorkoutsError.notFound
        }
        try await repository.saveWorkout(workout)
        return workout
    }
}
