import Foundation

/// Saves changes to an existing Workout.
public protocol UpdateWorkoutUseCase: Sendable {
    func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout
}

public final class DefaultUpdateWorkoutUseCase: UpdateWorkoutUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(_ workout: Workout) async throws(WorkoutsError) -> Workout {
        guard try await repository.fetch(id: workout.id) != nil else {
            throw WorkoutsError.notFound
        }
        try await repository.save(workout)
        return workout
    }
}
