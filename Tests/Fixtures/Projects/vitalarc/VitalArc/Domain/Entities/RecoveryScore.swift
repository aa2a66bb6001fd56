import Foundation
import UIKit

/// Daily readiness computed from heart rate, HRV, sleep and recent training load.
struct RecoveryScore: Identifiable, Codable, Hashable {
    let id: UUID
    let date: Date
    let score: Int
    let restingHeartRate: Int
    let heartRateVariability: Double
    let sleepHours: Double

    init(
        id: UUID = UUID(),
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

    var tintColor: UIColor {
        switch score {
        case 67...: return .systemGreen
        case 34..<67: return .systemYellow
        default: return .systemRed
        }
    }
}
