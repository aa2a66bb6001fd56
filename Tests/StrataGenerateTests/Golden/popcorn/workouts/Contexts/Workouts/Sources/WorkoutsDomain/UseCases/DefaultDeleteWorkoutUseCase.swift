import Foundation

/// Deletes an existing Workout.
public protocol DeleteWorkoutUseCase: Sendable {
    func execute(id: Int) async throws(WorkoutsError)
}

public final class DefaultDeleteWorkoutUseCase: DeleteWorkoutUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(WorkoutsError) {
        guard let workout = try await repository.fetch(id: id) else {
            throw WorkoutsError.notFound
        }
        try await repository.delete(workout)
    }
}
