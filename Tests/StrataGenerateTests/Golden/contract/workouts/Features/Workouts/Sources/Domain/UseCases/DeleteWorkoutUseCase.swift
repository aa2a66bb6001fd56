import Foundation

/// Deletes an existing Workout.
protocol DeleteWorkoutUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(WorkoutsError)
}

struct DeleteWorkoutUseCase: DeleteWorkoutUseCaseContract {
    private let repository: WorkoutRepositoryContract

    init(repository: WorkoutRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(WorkoutsError) {
        guard let workout = try await repository.getWorkout(identifier: identifier, cachePolicy: .localFirst) else {
            throw WorkoutsError.notFound
        }
        try await repository.deleteWorkout(identifier: workout.id)
    }
}
