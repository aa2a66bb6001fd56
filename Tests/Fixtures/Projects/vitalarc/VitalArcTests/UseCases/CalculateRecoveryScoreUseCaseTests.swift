import Foundation
import Testing
@testable import VitalArc

@Suite("CalculateRecoveryScoreUseCase")
struct CalculateRecoveryScoreUseCaseTests {
    private let recoveryRepository = MockRecoveryRepository()
    private let workoutRepository = MockWorkoutRepository()

    @Test func perfectNightWithoutTrainingScoresHundred() async throws {
        let sut = CalculateRecoveryScoreUseCase(
            recoveryRepository: recoveryRepository,
            workoutRepository: workoutRepository
        )

        let score = try await sut.execute(restingHeartRate: 40, heartRateVariability: 120, sleepHours: 9)

        #expect(score.score == 100)
        #expect(recoveryRepository.saveCallCount == 1)
    }

    @Test func hardTrainingLowersTheScore() async throws {
        let now = Date(timeIntervalSince1970: 1_717_400_000)
        workoutRepository.workouts = [.mock(date: now.addingTimeInterval(-3600), type: .hiit, durationMinutes: 120)]
        let sut = CalculateRecoveryScoreUseCase(
            recoveryRepository: recoveryRepository,
            workoutRepository: workoutRepository
        )

        let score = try await sut.execute(restingHeartRate: 40, heartRateVariability: 120, sleepHours: 9, date: now)

        #expect(score.score == 85)
    }
}
