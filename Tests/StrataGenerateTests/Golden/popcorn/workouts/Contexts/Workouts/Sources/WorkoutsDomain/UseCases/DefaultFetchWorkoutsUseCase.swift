import Foundation

/// Fetches every Workout.
public protocol FetchWorkoutsUseCase: Sendable {
    func execute() async throws(WorkoutsError) -> [Workout]
}

public final class DefaultFetchWorkoutsUseCase: FetchWorkoutsUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute() async throws(WorkoutsError) -> [Workout] {
        return try await repository.fetchAll()
    }
}
