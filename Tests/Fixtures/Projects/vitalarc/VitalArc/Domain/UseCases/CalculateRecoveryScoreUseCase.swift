import Foundation

/// Scores readiness from 0 to 100 and stores the result for the day.
///
/// Sleep counts for 40 points, heart rate variability for 35 and resting heart rate for 25; hard
/// sessions in the last 48 hours take up to 15 points off.
final class CalculateRecoveryScoreUseCase {
    private let recoveryRepository: RecoveryRepository
    private let workoutRepository: WorkoutRepository

    init(recoveryRepository: RecoveryRepository, workoutRepository: WorkoutRepository) {
        self.recoveryRepository = recoveryRepository
        self.workoutRepository = workoutRepository
    }

    func execute(
        restingHeartRate: Int,
        heartRateVariability: Double,
        sleepHours: Double,
        date: Date = Date()
    ) async throws -> RecoveryScore {
        let sleepPoints = min(sleepHours / 8.0, 1.0) * 40
        let hrvPoints = min(heartRateVariability / 100.0, 1.0) * 35
        let heartRatePoints = max(0, min(Double(80 - restingHeartRate) / 40.0, 1.0)) * 25

        let twoDaysAgo = date.addingTimeInterval(-48 * 3600)
        let recentWorkouts = try await workoutRepository.fetch(from: twoDaysAgo, to: date)
        let hardMinutes = recentWorkouts
            .filter { $0.type == .hiit || $0.type == .strength }
            .reduce(0) { $0 + $1.durationMinutes }
        let loadPenalty = min(Double(hardMinutes) / 120.0, 1.0) * 15

        let rawScore = sleepPoints + hrvPoints + heartRatePoints - loadPenalty
        let score = RecoveryScore(
            id: UUID(),
            date: date,
            score: Int(max(0, min(100, rawScore)).rounded()),
            restingHeartRate: restingHeartRate,
            heartRateVariability: heartRateVariability,
            sleepHours: sleepHours
        )
        try await recoveryRepository.save(score)
        return score
    }
}
