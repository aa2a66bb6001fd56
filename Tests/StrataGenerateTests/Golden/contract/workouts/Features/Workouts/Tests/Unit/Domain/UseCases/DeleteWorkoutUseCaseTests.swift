import Foundation
import Testing
@testable import Workouts

@MainActor
@Suite("DeleteWorkoutUseCase")
struct DeleteWorkoutUseCaseTests {
    @Test("Deletes the stored Workout")
    func deletesTheStoredWorkout() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DeleteWorkoutUseCase(repository: repository)
        let stored = Workout.mock()
        repository.workouts = [stored]

        try await sut.execute(identifier: stored.id)

        #expect(repository.workouts.isEmpty)
        #expect(repository.deleteWorkoutCallCount == 1)
    }

    @Test("Throws notFound when the Workout does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = WorkoutRepositoryMock()
        let sut = DeleteWorkoutUseCase(repository: repository)

        await #expect(throws: WorkoutsError.notFound) {
            try await sut.execute(identifier: 1)
        }
        #expect(repository.deleteWorkoutCallCount == 0)
    }
}
