import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
/// Pages and query results are stored lists: ids in order under a key (`page:2`), read back through
/// the stored items (`nil` when no list is stored or it is too old; deleted items drop out).
protocol WorkoutLocalDataSourceContract: Sendable {
    func fetchWorkout(id: Int) async throws -> Workout?
    func fetchAllWorkouts() async throws -> [Workout]
    func saveWorkouts(_ workouts: [Workout]) async throws
    func deleteWorkout(id: Int) async throws
    func fetchWorkoutList(key: String) async throws -> [Workout]?
    func saveWorkoutList(_ workouts: [Workout], key: String) async throws
    func deleteWorkoutLists() async throws
}
