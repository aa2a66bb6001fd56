import Foundation
import Testing
@testable import WorkoutsDomain

@Suite("DefaultGetWorkoutUseCase")
struct DefaultGetWorkoutUseCaseTests {
    @Test("Returns the stored Workout")
    func returnsTheStoredWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultGetWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]

        let workout = try await sut.execute(id: stored.id)

        #expect(workout.id == stored.id)
        #expect(repository.fetchCallCount == 1)
    }

    @Test("Throws notFound when the Workout does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultGetWorkoutUseCase(repository: repository)

        await #expect(throws: WorkoutsError.notFound) {
            try await sut.execute(id: 1)
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultGetWorkoutUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: WorkoutsError.loadFailed()) {
            try await sut.execute(id: 1)
        }
    }
}
