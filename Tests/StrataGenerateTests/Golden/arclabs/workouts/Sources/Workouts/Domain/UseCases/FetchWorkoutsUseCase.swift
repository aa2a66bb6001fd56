import Foundation

/// Fetches every Workout.
protocol FetchWorkoutsUseCaseProtocol: Sendable {
    func execute() async throws -> [Workout]
}

final class FetchWorkoutsUseCase {

    // MARK: Private Properties

    private let repository: WorkoutRepositoryProtocol

    // MARK: Initialization

    init(repository: WorkoutRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchWorkoutsUseCaseProtocol

extension FetchWorkoutsUseCase: FetchWorkoutsUseCaseProtocol {
    func execute() async throws -> [Workout] {
        return try await repository.getAllWorkouts()
    }
}
