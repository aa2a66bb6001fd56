import Foundation

/// Newest first, at most `limit` workouts.
protocol FetchRecentWorkoutsUseCaseContract: Sendable {
    func execute(limit: Int) async throws(WorkoutsError) -> [Workout]
}

struct FetchRecentWorkoutsUseCase: FetchRecentWorkoutsUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(limit: Int) async throws(WorkoutsError) -> [Workout] {
        // TODO(business rule): Newest first, at most `limit` workouts.
        return try await repository.fetchRecent(limit: limit)
    }
}
