import Foundation

/// Saves changes to an existing Workout.
protocol UpdateWorkoutUseCaseProtocol: Sendable {
    func execute(_ workout: Workout) async throws -> Workout
}

final class UpdateWorkoutUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - UpdateWorkoutUseCaseProtocol

extension UpdateWorkoutUseCase: UpdateWorkoutUseCaseProtocol {
    func execute(_ workout: Workout) async throws -> Workout {
        guard try await repository.getWorkout(by: workout.id) != nil else {
            throw WorkoutsError.notFound
        }
        try await repository.saveWorkout(workout)
        return workout
    }
}
