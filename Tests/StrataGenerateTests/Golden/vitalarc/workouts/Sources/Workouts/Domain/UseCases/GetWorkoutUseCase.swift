import Foundation

/// Gets one Workout, reading local data first.
final class GetWorkoutUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> Workout {
        guard let workout = try await repository.fetch(id: id) else {
            throw WorkoutsError.notFound
        }
        return workout
    }
}
