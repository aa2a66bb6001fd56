import Foundation
import Testing
@testable import Workouts

@Suite("FetchWorkoutsUseCase")
struct FetchWorkoutsUseCaseTests {
    @Test("Returns every stored Workout")
    func returnsEveryStoredWorkout() async throws {
        let repository = MockWorkoutRepository()
        let sut = FetchWorkoutsUseCase(repository: repository)
        repository.workouts = [Workout.mock(id: UUID()), Workout.mock(id: UUID())]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.workouts.map(\.id))
        #expect(repository.getAllWorkoutsCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockWorkoutRepository()
        let sut = FetchWorkoutsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: WorkoutsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
