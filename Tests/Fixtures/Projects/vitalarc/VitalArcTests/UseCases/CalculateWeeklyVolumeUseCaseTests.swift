import Foundation
import Testing
@testable import VitalArc

@Suite("CalculateWeeklyVolumeUseCase")
struct CalculateWeeklyVolumeUseCaseTests {
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test func sumsStrengthVolumeInsideTheWeek() async throws {
        let weekStart = Date(timeIntervalSince1970: 1_717_372_800) // Monday 3 June 2024, UTC
        let repository = MockWorkoutRepository()
        repository.workouts = [
            .mock(date: weekStart.addingTimeInterval(3600), exercises: [
                Exercise(name: "Squat", sets: 5, reps: 5, weightKilograms: 100),
            ]),
            .mock(date: weekStart.addingTimeInterval(2 * 86_400), type: .running, exercises: []),
            .mock(date: weekStart.addingTimeInterval(8 * 86_400), exercises: [
                Exercise(name: "Deadlift", sets: 1, reps: 5, weightKilograms: 140),
            ]),
        ]
        let sut = CalculateWeeklyVolumeUseCase(repository: repository, calendar: calendar)

        let volume = try await sut.execute(weekStart: weekStart)

        #expect(volume == 2_500)
    }
}
