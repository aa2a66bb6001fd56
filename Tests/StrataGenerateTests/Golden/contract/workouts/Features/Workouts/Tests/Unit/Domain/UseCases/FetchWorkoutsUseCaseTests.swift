import Foundation
import Testing
@testable import Workouts

@MainActor
@Suite("FetchWorkoutsUseCase")
struct FetchWorkoutsUseCaseTests {
    @Test("Returns every stored Workout")
    func returnsEveryStoredWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = FetchWorkoutsUseCase(repository: repository)
        repository.workouts = [Workout.mock(id: 1), Workout.mock(id: 2)]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.workouts.map(\.id))
        #expect(repository.getAllWorkoutsCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = FetchWorkoutsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: WorkoutsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
