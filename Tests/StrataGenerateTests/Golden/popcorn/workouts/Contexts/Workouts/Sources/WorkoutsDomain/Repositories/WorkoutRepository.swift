import Foundation

/// Data access for `Workout`; implemented in the Data layer.
public protocol WorkoutRepository: Sendable {
    /// Inserts or replaces the Workout.
    func save(_ workout: Workout) async throws(WorkoutsError)
    /// The Workout with this id, or `nil` when there is none.
    func fetch(id: Int) async throws(WorkoutsError) -> Workout?
    /// Every stored Workout.
    func fetchAll() async throws(WorkoutsError) -> [Workout]
    /// Removes the Workout.
    func delete(_ workout: Workout) async throws(WorkoutsError)
    /// The most recent workouts, newest first.
    func fetchRecent(limit: Int) async throws(WorkoutsError) -> [Workout]
}
