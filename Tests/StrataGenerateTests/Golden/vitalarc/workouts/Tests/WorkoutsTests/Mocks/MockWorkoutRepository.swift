import Foundation
@testable import Workouts

/// In-memory `WorkoutRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockWorkoutRepository: WorkoutRepository {
    /// What reads return and writes change.
    var workouts: [Workout] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: WorkoutsError?
    var fetchRecentResult: [Workout] = []

    private(set) var saveCallCount = 0
    var saveError: WorkoutsError?
    private(set) var lastSaveWorkout: Workout?
    private(set) var fetchCallCount = 0
    var fetchError: WorkoutsError?
    private(set) var lastFetchID: UUID?
    private(set) var fetchAllCallCount = 0
    var fetchAllError: WorkoutsError?
    private(set) var deleteCallCount = 0
    var deleteError: WorkoutsError?
    private(set) var lastDeleteWorkout: Workout?
    private(set) var fetchRecentCallCount = 0
    var fetchRecentError: WorkoutsError?
    private(set) var lastFetchRecentLimit: Int?

    func save(_ workout: Workout) async throws {
        saveCallCount += 1
        lastSaveWorkout = workout
        if let error = saveError ?? error { throw error }
        if let index = workouts.firstIndex(where: { $0.id == workout.id }) {
            workouts[index] = workout
        } else {
            workouts.append(workout)
        }
    }

    func fetch(id: UUID) async throws -> Workout? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return workouts.first { $0.id == id }
    }

    func fetchAll() async throws -> [Workout] {
        fetchAllCallCount += 1
        if let error = fetchAllError ?? error { throw error }
        return workouts
    }

    func delete(_ workout: Workout) async throws {
        deleteCallCount += 1
        lastDeleteWorkout = workout
        if let error = deleteError ?? error { throw error }
        workouts.removeAll { $0.id == workout.id }
    }

    func fetchRecent(limit: Int) async throws -> [Workout] {
        fetchRecentCallCount += 1
        lastFetchRecentLimit = limit
        if let error = fetchRecentError ?? error { throw error }
        return fetchRecentResult
    }
}
