import Foundation

/// Data access for `Workout`; implemented in the Data layer.
protocol WorkoutRepository: Sendable {
    /// Inserts or replaces the Workout.
    func save(_ workout: Workout) async throws
    /// The Workout with this id, or `nil` when there is none.
    func fetchWorkout(id: String) async throws -> Workout?
    /// Every stored Workout.
    func fetchAll() async throws -> [Workout]
    /// Removes the Workout.
    func delete(id: String) async throws
    /// The most recent workouts, newest first.
    func fetchRecent(limit: Int) async throws -> [Workout]
}
