import Foundation
import Testing
@testable import Workouts

@Suite("WorkoutRemoteDataSource")
struct WorkoutRemoteDataSourceTests {
    @Test("Save sends POST /api/v1/workouts with the item")
    func saveSendsPostWithTheItem() async throws {
        let client = MockAPIClient()
        let sut = WorkoutRemoteDataSource(apiClient: client)
        let dto = WorkoutDTO.fromDomain(Workout.mock())

        try await sut.saveWorkout(dto)

        #expect(client.endpoints.map(\.method) == [.post])
        #expect(client.endpoints.map(\.path) == ["/api/v1/workouts"])
        let sent = try JSONCoding.decoder().decode(WorkoutDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
