import Foundation
@testable import VitalArc

final class MockWorkoutRepository: WorkoutRepository {
    var workouts: [Workout] = []
    var errorToThrow: Error?

    private(set) var saveCallCount = 0
    private(set) var savedWorkouts: [Workout] = []
    private(set) var fetchRecentCallCount = 0
    private(set) var lastRequestedLimit: Int?

    func save(_ workout: Workout) async throws {
        saveCallCount += 1
        if let errorToThrow { throw errorToThrow }
        savedWorkouts.append(workout)
        workouts.removeAll { $0.id == workout.id }
        workouts.append(workout)
    }

    func fetch(id: UUID) async throws -> Workout? {
        if let errorToThrow { throw errorToThrow }
        return workouts.first { $0.id == id }
    }

    func fetchAll() async throws -> [Workout] {
        if let errorToThrow { throw errorToThrow }
        return workouts
    }

    func delete(_ workout: Workout) async throws {
        if let errorToThrow { throw errorToThrow }
        workouts.removeAll { $0.id == workout.id }
    }

    func fetchRecent(limit: Int) async throws -> [Workout] {
        fetchRecentCallCount += 1
        lastRequestedLimit = limit
        if let errorToThrow { throw errorToThrow }
        return Array(workouts.prefix(limit))
    }

    func fetch(from startDate: Date, to endDate: Date) async throws -> [Workout] {
        if let errorToThrow { throw errorToThrow }
        return workouts.filter { $0.date >= startDate && $0.date < endDate }
    }
}
