import Foundation
import WorkoutsDomain
import WorkoutsAdapters

/// The API of `Workout`: DTOs in, DTOs out; failures are `NetworkError`s.
protocol WorkoutRemoteDataSource: Sendable {
    func saveWorkout(_ dto: WorkoutDTO) async throws
    func fetchWorkout(id: Int) async throws -> WorkoutDTO
    func fetchAllWorkouts() async throws -> [WorkoutDTO]
    func deleteWorkout(id: Int) async throws
    func fetchRecent(limit: Int) async throws -> [WorkoutDTO]
}

/// `WorkoutRemoteDataSource` over HTTP, at `/api/v1/workouts`.
struct APIWorkoutRemoteDataSource: WorkoutRemoteDataSource {
    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol) {
        self.apiClient = apiClient
    }

    /// POSTs the item, id included, to the collection: the server creates or replaces it by that id.
    func saveWorkout(_ dto: WorkoutDTO) async throws {
        let body = try JSONCoding.encoder().encode(dto)
        try await apiClient.send(Endpoint(.post, "/api/v1/workouts", body: body))
    }

    func fetchWorkout(id: Int) async throws -> WorkoutDTO {
        return try await apiClient.send(Endpoint(.get, "/api/v1/workouts/\(id)"), as: WorkoutDTO.self)
    }

    func fetchAllWorkouts() async throws -> [WorkoutDTO] {
        return try await apiClient.send(Endpoint(.get, "/api/v1/workouts"), as: [WorkoutDTO].self)
    }

    func deleteWorkout(id: Int) async throws {
        try await apiClient.send(Endpoint(.delete, "/api/v1/workouts/\(id)"))
    }

    func fetchRecent(limit: Int) async throws -> [WorkoutDTO] {
        var items: [String: String] = [:]
        items["limit"] = String(describing: limit)
        return try await apiClient.send(Endpoint(.get, "/api/v1/workouts/fetch-recent", query: items), as: [WorkoutDTO].self)
    }
}
