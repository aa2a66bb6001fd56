import Foundation

/// Data access for `Workout`; implemented in the Data layer.
protocol WorkoutRepositoryContract: Sendable {
    /// Inserts or replaces the Workout.
    func saveWorkout(_ workout: Workout) async throws(WorkoutsError)
    /// The Workout with this id, or `nil` when there is none.
    func getWorkout(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(WorkoutsError) -> Workout?
    /// Every stored Workout.
    func getAllWorkouts() async throws(WorkoutsError) -> [Workout]
    /// Removes the Workout.
    func deleteWorkout(identifier: Int) async throws(WorkoutsError)
    /// The most recent workouts, newest first.
    func fetchRecent(limit: Int) async throws(WorkoutsError) -> [Workout]
}
