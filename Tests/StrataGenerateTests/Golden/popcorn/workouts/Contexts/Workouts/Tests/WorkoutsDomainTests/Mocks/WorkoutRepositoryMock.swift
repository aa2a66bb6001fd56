import Foundation
@testable import WorkoutsDomain

/// In-memory `WorkoutRepository` for tests: keeps items in a store, counts calls, records arguments.
final class WorkoutRepositoryMock: WorkoutRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var workouts: [Workout] = []
    /// When set, every method records its call and then throws this error.
    var error: WorkoutsError?
    var fetchRecentResult: [Workout] = []

    private(set) var saveCallCount = 0
    private(set) var lastSaveWorkout: Workout?
    private(set) var fetchCallCount = 0
    private(set) var lastFetchID: Int?
    private(set) var fetchAllCallCount = 0
    private(set) var deleteCallCount = 0
    private(set) var lastDeleteWorkout: Workout?
    private(set) var fetchRecentCallCount = 0
    private(set) var lastFetchRecentLimit: Int?

    func save(_ workout: Workout) async throws(WorkoutsError) {
        saveCallCount += 1
        lastSaveWorkout = workout
        if let error { throw error }
        if let index = workouts.firstIndex(where: { $0.id == workout.id }) {
            workouts[index] = workout
        } else {
            workouts.append(workout)
        }
    }

    func fetch(id: Int) async throws(WorkoutsError) -> Workout? {
        fetchCallCount += 1
        lastFetchID = id
        if let error { throw error }
        return workouts.first { $0.id == id }
    }

    func fetchAll() async throws(WorkoutsError) -> [Workout] {
        fetchAllCallCount += 1
        if let error { throw error }
        return workouts
    }

    func delete(_ workout: Workout) async throws(WorkoutsError) {
        deleteCallCount += 1
        lastDeleteWorkout = workout
        if let error { throw error }
        workouts.removeAll { $0.id == workout.id }
    }

    func fetchRecent(limit: Int) async throws(WorkoutsError) -> [Workout] {
        fetchRecentCallCount += 1
        lastFetchRecentLimit = limit
        if let error { throw error }
        return fetchRecentResult
    }
}
