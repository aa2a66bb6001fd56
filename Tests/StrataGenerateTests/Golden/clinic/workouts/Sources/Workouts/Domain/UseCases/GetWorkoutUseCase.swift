import Foundation

/// Gets one Workout, reading local data first.
protocol GetWorkoutUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> Workout
}

struct GetWorkoutUseCase: GetWorkoutUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> Workout {
        guard let workout = try await repository.fetchWorkout(id: id) else {
            throw WorkoutsError.notFound
        }
        return workout
    }
}
