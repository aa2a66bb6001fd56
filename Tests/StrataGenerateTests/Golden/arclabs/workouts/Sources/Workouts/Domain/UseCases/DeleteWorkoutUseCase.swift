import Foundation

/// Deletes an existing Workout.
protocol DeleteWorkoutUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws
}

final class DeleteWorkoutUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - DeleteWorkoutUseCaseProtocol

extension DeleteWorkoutUseCase: DeleteWorkoutUseCaseProtocol {
    func execute(id: UUID) async throws {
        guard let workout = try await repository.getWorkout(by: id) else {
            throw WorkoutsError.notFound
        }
        try await repository.deleteWorkout(by: workout.id)
    }
}
