import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol WorkoutLocalDataSourceProtocol: Sendable {
    func fetchWorkout(id: UUID) async throws -> Workout?
    func fetchAllWorkouts() async throws -> [Workout]
    func saveWorkouts(_ workouts: [Workout]) async throws
    func deleteWorkout(id: UUID) async throws
}
