import Foundation
import Testing
@testable import Workouts

@MainActor
@Suite("UpdateWorkoutUseCase")
struct UpdateWorkoutUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = UpdateWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]
        let changed = Workout.mock(id: stored.id, name: "Updated name")

        let workout = try await sut.execute(changed)

        #expect(workout.id == stored.id)
        #expect(repository.saveWorkoutCallCount == 1)
        #expect(repository.workouts.map(\.id) == [stored.id])
        #expect(repository.workouts.first?.name == "Updated name")
    }

    @Test("Throws notFound for an unknown Workout")
    func throwsNotFoundForAnUnknownWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = UpdateWorkoutUseCase(repository: repository)

        await #expect(throws: WorkoutsError.notFound) {
            try await sut.execute(Workout.mock())
        }
        #expect(repository.saveWorkoutCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = UpdateWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]
        repository.saveWorkoutError = .saveFailed()

        await #expect(throws: WorkoutsError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.getWorkoutCallCount == 1)
    }
}
