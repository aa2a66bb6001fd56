import Foundation

/// Newest first, at most `limit` workouts.
public protocol FetchRecentWorkoutsUseCase: Sendable {
    func execute(limit: Int) async throws(WorkoutsError) -> [Workout]
}

public final class DefaultFetchRecentWorkoutsUseCase: FetchRecentWorkoutsUseCase {
    private let repository: WorkoutRepository

    public init(repository: WorkoutRepository) {
        self.repository = repository
    }

    public func execute(limit: Int) async throws(WorkoutsError) -> [Workout] {
        // TODO(business rule): Newest first, at most `limit` workouts.
        return try await repository.fetchRecent(limit: limit)
    }
}
