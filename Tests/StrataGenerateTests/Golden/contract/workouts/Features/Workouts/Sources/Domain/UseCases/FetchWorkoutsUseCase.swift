import Foundation

/// Fetches every Workout.
protocol FetchWorkoutsUseCaseContract: Sendable {
    func execute() async throws(WorkoutsError) -> [Workout]
}

struct FetchWorkoutsUseCase: FetchWorkoutsUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute() async throws(WorkoutsError) -> [Workout] {
        return try await repository.getAllWorkouts()
    }
}
