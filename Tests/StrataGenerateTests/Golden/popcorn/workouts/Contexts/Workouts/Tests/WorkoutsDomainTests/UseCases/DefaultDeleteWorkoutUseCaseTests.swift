import Foundation
import Testing
@testable import WorkoutsDomain

@Suite("DefaultDeleteWorkoutUseCase")
struct DefaultDeleteWorkoutUseCaseTests {
    @Test("Deletes the stored Workout")
    func deletesTheStoredWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultDeleteWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]

        try await sut.execute(id: stored.id)

        #expect(repository.workouts.isEmpty)
        #expect(repository.deleteCallCount == 1)
    }

    @Test("Throws notFound when the Workout does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DefaultDeleteWorkoutUseCase(repository: repository)

        await #expect(throws: WorkoutsError.notFound) {
            try await sut.execute(id: 1)
        }
        #expect(repository.deleteCallCount == 0)
    }
}
