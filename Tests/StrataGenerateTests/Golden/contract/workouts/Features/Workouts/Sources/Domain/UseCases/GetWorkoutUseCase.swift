import Foundation

/// Gets one Workout, reading local data first.
protocol GetWorkoutUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(WorkoutsError) -> Workout
}

struct GetWorkoutUseCase: GetWorkoutUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(WorkoutsError) -> Workout {
        guard let workout = try await repository.getWorkout(identifier: identifier, cachePolicy: .localFirst) else {
            throw WorkoutsError.notFound
        }
        return workout
    }
}
