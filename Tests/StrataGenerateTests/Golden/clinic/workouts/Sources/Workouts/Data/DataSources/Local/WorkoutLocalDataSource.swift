import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol WorkoutLocalDataSource: Sendable {
    func fetchWorkout(id: String) async throws -> Workout?
    func fetchAllWorkouts() async throws -> [Workout]
    func saveWorkouts(_ workouts: [Workout]) async throws
    func deleteWorkout(id: String) async throws
}
