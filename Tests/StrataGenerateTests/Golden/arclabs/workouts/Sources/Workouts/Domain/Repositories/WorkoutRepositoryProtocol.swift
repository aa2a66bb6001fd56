import Foundation

/// Data access for `Workout`; implemented in the Data layer.
protocol WorkoutRepositoryProtocol: Sendable {
    /// Inserts or replaces the Workout.
    func saveWorkout(_ workout: Workout) async throws
    /// The Workout with this id, or `nil` when there is none.
    func getWorkout(by id: UUID) async throws -> Workout?
    /// Every stored Workout.
    func getAllWorkouts() async throws -> [Workout]
    /// Removes the Workout.
    func deleteWorkout(by id: UUID) async throws
    /// The most recent workouts, newest first.
    func fetchRecent(limit: Int) async throws -> [Workout]
}
