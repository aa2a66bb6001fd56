import Foundation
import Testing
@testable import VitalArc

@Suite("FetchRecentWorkoutsUseCase")
struct FetchRecentWorkoutsUseCaseTests {
    @Test func returnsNewestFirst() async throws {
        let repository = MockWorkoutRepository()
        let older = Workout.mock(name: "Monday", date: Date(timeIntervalSince1970: 1_000))
        let newer = Workout.mock(name: "Wednesday", date: Date(timeIntervalSince1970: 2_000))
        repository.workouts = [older, newer]
        let sut = FetchRecentWorkoutsUseCase(repository: repository)

        let workouts = try await sut.execute(limit: 5)

        #expect(workouts.map(\.name) == ["Wednesday", "Monday"])
        #expect(repository.lastRequestedLimit == 5)
    }
}
