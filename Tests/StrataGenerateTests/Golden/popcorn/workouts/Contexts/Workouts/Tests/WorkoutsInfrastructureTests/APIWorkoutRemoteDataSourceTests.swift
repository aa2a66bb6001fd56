import Foundation
import Testing
@testable import WorkoutsInfrastructure
@testable import WorkoutsDomain
@testable import WorkoutsAdapters

@Suite("APIWorkoutRemoteDataSource")
struct APIWorkoutRemoteDataSourceTests {
    @Test("Save sends POST /api/v1/workouts with the item")
    func saveSendsPostWithTheItem() async throws {
        let workoutMapper = WorkoutMapper()
        let client = APIClientMock()
        let sut = APIWorkoutRemoteDataSource(apiClient: client)
        let dto = workoutMapper.map(Workout.mock())

        try await sut.saveWorkout(dto)

        #expect(client.endpoints.map(\.method) == [.post])
        #expect(client.endpoints.map(\.path) == ["/api/v1/workouts"])
        let sent = try JSONCoding.decoder().decode(WorkoutDTO.self, from: client.endpoints.first?.body ?? Data())
        #expect(sent.id == dto.id)
    }
}
