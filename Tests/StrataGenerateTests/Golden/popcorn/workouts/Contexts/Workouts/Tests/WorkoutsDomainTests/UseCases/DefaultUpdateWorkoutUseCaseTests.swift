import Foundation
import Testing
@testable import WorkoutsDomain

@Suite("DefaultUpdateWorkoutUseCase")
struct DefaultUpdateWorkoutUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultUpdateWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]
        let changed = Workout.mock(id: stored.id, name: "Updated name")

        let workout = try await sut.execute(changed)

        #expect(workout.id == stored.id)
        #expect(repository.saveCallCount == 1)
        #expect(repository.workouts.map(\.id) == [stored.id])
        #expect(repository.workouts.first?.name == "Updated name")
    }

    @Test("Throws notFound for an unknown Workout")
    func throwsNotFoundForAnUnknownWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultUpdateWorkoutUseCase(repository: repository)

        await #expect(throws: WorkoutsError.notFound) {
            try await sut.execute(Workout.mock())
        }
        #expect(repository.saveCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultUpdateWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]
        repository.saveError = .saveFailed()

        await #expect(throws: WorkoutsError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.fetchCallCount == 1)
    }
}
