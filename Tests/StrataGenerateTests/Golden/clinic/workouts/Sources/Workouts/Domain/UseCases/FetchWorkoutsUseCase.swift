import Foundation

/// Fetches every Workout.
protocol FetchWorkoutsUseCaseProtocol: Sendable {
    func execute() async throws -> [Workout]
}

struct FetchWorkoutsUseCase: FetchWorkoutsUseCaseProtocol {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Workout] {
        return try await repository.fetchAll()
    }
}
