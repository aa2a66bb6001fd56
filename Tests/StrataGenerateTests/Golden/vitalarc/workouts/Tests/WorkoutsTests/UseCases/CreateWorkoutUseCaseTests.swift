import Foundation
import Testing
@testable import Workouts

@Suite("CreateWorkoutUseCase")
struct CreateWorkoutUseCaseTests {
    @Test("Saves and returns the new Workout")
    func savesAndReturnsTheNewWorkout() async throws {
        let repository = MockWorkoutRepository()
        let sut = CreateWorkoutUseCase(repository: repository)
        let name: String = "Test name"
        let date: Date = Date(timeIntervalSince1970: 1_700_000_000)
        let kind: WorkoutKind = .strength
        let exercises: [Exercise] = [Exercise.mock()]
        let durationMinutes: Int = 1
        let notes: String? = "Test notes"
        let programId: UUID? = UUID()

        let workout = try await sut.execute(name: name, date: date, kind: kind, exercises: exercises, durationMinutes: durationMinutes, notes: notes, programId: programId)

        #expect(repository.saveCallCount == 1)
        #expect(repository.workouts.map(\.id) == [workout.id])
        #expect(workout.name == name)
        #expect(workout.date == date)
        #expect(workout.kind == kind)
        #expect(workout.durationMinutes == durationMinutes)
        #expect(workout.notes == notes)
        #expect(workout.programId == programId)
    }

    @Test("Throws when saving fails")
    func throwsWhenSavingFails() async throws {
        let repository = MockWorkoutRepository()
        let sut = CreateWorkoutUseCase(repository: repository)
        let name: String = "Test name"
        let date: Date = Date(timeIntervalSince1970: 1_700_000_000)
        let kind: WorkoutKind = .strength
        let exercises: [Exercise] = [Exercise.mock()]
        let durationMinutes: Int = 1
        let notes: String? = "Test notes"
        let programId: UUID? = UUID()
        repository.error = .saveFailed()

        await #expect(throws: WorkoutsError.saveFailed()) {
            try await sut.execute(name: name, date: date, kind: kind, exercises: exercises, durationMinutes: durationMinutes, notes: notes, programId: programId)
        }
    }
}
