import Foundation

/// Gets one Workout, reading local data first.
public protocol GetWorkoutUseCase: Sendable {
    func execute(id: Int) async throws(WorkoutsError) -> Workout
}

public final class DefaultGetWorkoutUseCase: GetWorkoutUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(WorkoutsError) -> Workout {
        guard let workout = try await repository.fetch(id: id) else {
            throw WorkoutsError.notFound
        }
        return workout
    }
}
