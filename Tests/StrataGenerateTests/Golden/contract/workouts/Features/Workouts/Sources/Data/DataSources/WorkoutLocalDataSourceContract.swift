import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol WorkoutLocalDataSourceContract: Sendable {
    func fetchWorkout(id: Int) async throws -> Workout?
    func fetchAllWorkouts() async throws -> [Workout]
    func saveWorkouts(_ workouts: [Workout]) async throws
    func deleteWorkout(id: Int) async throws
}
