import Foundation
@testable import Workouts

/// In-memory `WorkoutRepositoryContract` for tests: keeps items in a store, counts calls, records arguments.
final class WorkoutRepositoryMock: WorkoutRepositoryContract, @unchecked Sendable {
    /// What reads return and writes change.
    var workouts: [Workout] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: WorkoutsError?
    var fetchRecentResult: [Workout] = []

    private(set) var saveWorkoutCallCount = 0
    var saveWorkoutError: WorkoutsError?
    private(set) var lastSaveWorkout: Workout?
    private(set) var getWorkoutCallCount = 0
    var getWorkoutError: WorkoutsError?
    private(set) var lastGetWorkoutIdentifier: Int?
    private(set) var lastGetWorkoutCachePolicy: CachePolicy?
    private(set) var getAllWorkoutsCallCount = 0
    var getAllWorkoutsError: WorkoutsError?
    private(set) var deleteWorkoutCallCount = 0
    var deleteWorkoutError: WorkoutsError?
    private(set) var lastDeleteWorkoutIdentifier: Int?
    private(set) var fetchRecentCallCount = 0
    var fetchRecentError: WorkoutsError?
    private(set) var lastFetchRecentLimit: Int?

    @MainActor init() {}

    func saveWorkout(_ workout: Workout) async throws(WorkoutsError) {
        saveWorkoutCallCount += 1
        lastSaveWorkout = workout
        if let error = saveWorkoutError ?? error { throw error }
        if let index = workouts.firstIndex(where: { $0.id == workout.id }) {
            workouts[index] = workout
        } else {
            workouts.append(workout)
        }
    }

    func getWorkout(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(WorkoutsError) -> Workout? {
        getWorkoutCallCount += 1
        lastGetWorkoutIdentifier = identifier
        lastGetWorkoutCachePolicy = cachePolicy
        if let error = getWorkoutError ?? error { throw error }
        return workouts.first { $0.id == identifier }
    }

    func getAllWorkouts() async throws(WorkoutsError) -> [Workout] {
        getAllWorkoutsCallCount += 1
        if let error = getAllWorkoutsError ?? error { throw error }
        return workouts
    }

    func deleteWorkout(identifier: Int) async throws(WorkoutsError) {
        deleteWorkoutCallCount += 1
        lastDeleteWorkoutIdentifier = identifier
        if let error = deleteWorkoutError ?? error { throw error }
        workouts.removeAll { $0.id == identifier }
    }

    func fetchRecent(limit: Int) async throws(WorkoutsError) -> [Workout] {
        fetchRecentCallCount += 1
        lastFetchRecentLimit = limit
        if let error = fetchRecentError ?? error { throw error }
        return fetchRecentResult
    }
}
