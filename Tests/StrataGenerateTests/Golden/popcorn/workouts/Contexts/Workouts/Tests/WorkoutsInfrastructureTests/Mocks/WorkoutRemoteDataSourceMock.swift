import Foundation
@testable import WorkoutsInfrastructure
@testable import WorkoutsDomain
@testable import WorkoutsAdapters

/// `WorkoutRemoteDataSource` for tests: no network, canned DTOs, call counts.
final class WorkoutRemoteDataSourceMock: WorkoutRemoteDataSource, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [WorkoutDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [WorkoutDTO] = []
    private(set) var saveWorkoutCallCount = 0
    private(set) var fetchWorkoutCallCount = 0
    private(set) var fetchAllWorkoutsCallCount = 0
    private(set) var deleteWorkoutCallCount = 0
    private(set) var fetchRecentCallCount = 0
    var fetchRecentResult: [WorkoutDTO] = []

    func saveWorkout(_ dto: WorkoutDTO) async throws {
        saveWorkoutCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == dto.id }
        items.append(dto)
        savedItems.append(dto)
    }

    func fetchWorkout(id: Int) async throws -> WorkoutDTO {
        fetchWorkoutCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }

    func fetchAllWorkouts() async throws -> [WorkoutDTO] {
        fetchAllWorkoutsCallCount += 1
        if let error { throw error }
        return items
    }

    func deleteWorkout(id: Int) async throws {
        deleteWorkoutCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == id }
    }

    func fetchRecent(limit: Int) async throws -> [WorkoutDTO] {
        fetchRecentCallCount += 1
        if let error { throw error }
        return fetchRecentResult
    }
}
