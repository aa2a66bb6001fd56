import Foundation

final class FetchRecentWorkoutsUseCase {
    private let repository: WorkoutRepository

    init(repository: WorkoutRepository) {
        self.repository = repository
    }

    func execute(limit: Int = 20) async throws -> [Workout] {
        let workouts = try await repository.fetchRecent(limit: limit)
        return workouts.sorted { $0.date > $1.date }
    }
}
