import Foundation
@testable import Workouts

/// In-memory `WorkoutRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockWorkoutRepository: WorkoutRepositoryProtocol, @unchecked Sendable {
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
    private(set) var lastGetWorkoutID: UUID?
    private(set) var getAllWorkoutsCallCount = 0
    var getAllWorkoutsError: WorkoutsError?
    private(set) var deleteWorkoutCallCount = 0
    var deleteWorkoutError: WorkoutsError?
    private(set) var lastDeleteWorkoutID: UUID?
    private(set) var fetchRecentCallCount = 0
    var fetchRecentError: WorkoutsError?
    private(set) var lastFetchRecentLimit: Int?

    func saveWorkout(_ workout: Workout) async throws {
        saveWorkoutCallCount += 1
        lastSaveWorkout = workout
        if let error = saveWorkoutError ?? error { throw error }
        if let index = workouts.firstIndex(where: { $0.id == workout.id }) {
            workouts[index] = workout
        } else {
            workouts.append(workout)
        }
    }

    func getWorkout(by id: UUID) async throws -> Workout? {
        getWorkoutCallCount += 1
        lastGetWorkoutID = id
        if let error = getWorkoutError ?? error { throw error }
        return workouts.first { $0.id == id }
    }

    func getAllWorkouts() async throws -> [Workout] {
        getAllWorkoutsCallCount += 1
        if let error = getAllWorkoutsError ?? error { throw error }
        return workouts
    }

    func deleteWorkout(by id: UUID) async throws {
        deleteWorkoutCallCount += 1
        lastDeleteWorkoutID = id
        if let error = deleteWorkoutError ?? error { throw error }
        workouts.removeAll { $0.id == id }
    }

    func fetchRecent(limit: Int) async throws -> [Workout] {
        fetchRecentCallCount += 1
        lastFetchRecentLimit = limit
        if let error = fetchRecentError ?? error { throw error }
        return fetchRecentResult
    }
}
