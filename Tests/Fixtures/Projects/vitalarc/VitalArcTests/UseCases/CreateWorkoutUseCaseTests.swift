import Foundation
import Testing
@testable import VitalArc

@Suite("CreateWorkoutUseCase")
struct CreateWorkoutUseCaseTests {
    private let repository = MockWorkoutRepository()

    @Test func savesTrimmedWorkout() async throws {
        let sut = CreateWorkoutUseCase(repository: repository)
        let date = Date(timeIntervalSince1970: 1_717_000_000)

        let workout = try await sut.execute(name: "  Leg Day ", type: .strength, date: date, durationMinutes: 75)

        #expect(workout.name == "Leg Day")
        #expect(workout.date == date)
        #expect(repository.saveCallCount == 1)
        #expect(repository.savedWorkouts == [workout])
    }

    @Test func rejectsEmptyName() async {
        let sut = CreateWorkoutUseCase(repository: repository)

        await #expect(throws: CreateWorkoutUseCase.ValidationError.emptyName) {
            _ = try await sut.execute(name: "   ", type: .running, date: Date(), durationMinutes: 30)
        }
        #expect(repository.saveCallCount == 0)
    }

    @Test func rejectsZeroDuration() async {
        let sut = CreateWorkoutUseCase(repository: repository)

        await #expect(throws: CreateWorkoutUseCase.ValidationError.invalidDuration) {
            _ = try await sut.execute(name: "Tempo Run", type: .running, date: Date(), durationMinutes: 0)
        }
    }
}
