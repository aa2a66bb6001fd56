import Foundation

protocol WorkoutRepository {
    func save(_ workout: Workout) async throws
    func fetch(id: UUID) async throws -> Workout?
    func fetchAll() async throws -> [Workout]
    func delete(_ workout: Workout) async throws

    func fetchRecent(limit: Int) async throws -> [Workout]
    func fetch(from startDate: Date, to endDate: Date) async throws -> [Workout]
}
