import Foundation

/// Gets one Workout, reading local data first.
protocol GetWorkoutUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> Workout
}

final class GetWorkoutUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetWorkoutUseCaseProtocol

extension GetWorkoutUseCase: GetWorkoutUseCaseProtocol {
    func execute(id: UUID) async throws -> Workout {
        guard let workout = try await repository.getWorkout(by: id) else {
            throw WorkoutsError.notFound
        }
        return workout
    }
}
