import Foundation
import SwiftData

@Model
final class RecoveryScoreModel {
    @Attribute(.unique) var id: UUID
    var date: Date
    var score: Int
    var restingHeartRate: Int
    var heartRateVariability: Double
    var sleepHours: Double

    init(
        id: UUID,
        date: Date,
        score: Int,
        restingHeartRate: Int,
        heartRateVariability: Double,
        sleepHours: Double
    ) {
        self.id = id
        self.date = date
        self.score = score
        self.restingHeartRate = restingHeartRate
        self.heartRateVariability = heartRateVariability
        self.sleepHours = sleepHours
    }

    static func fromDomain(_ score: RecoveryScore) -> RecoveryScoreModel {
        RecoveryScoreModel(
            id: score.id,
            date: score.date,
            score: score.score,
            restingHeartRate: score.restingHeartRate,
            heartRateVariability: score.heartRateVariability,
            sleepHours: score.sleepHours
        )
    }

    func toDomain() -> RecoveryScore {
        RecoveryScore(
            id: id,
            date: date,
            score: score,
            restingHeartRate: restingHeartRate,
            heartRateVariability: heartRateVariability,
            sleepHours: sleepHours
        )
    }
}
