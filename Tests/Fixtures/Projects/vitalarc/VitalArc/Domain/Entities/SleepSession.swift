import Foundation
import SwiftData

/// A night of sleep imported from HealthKit.
@Model
final class SleepSession {
    @Attribute(.unique) var id: UUID
    var start: Date
    var end: Date
    var deepSleepMinutes: Int
    var remSleepMinutes: Int
    var awakenings: Int

    init(
        id: UUID = UUID(),
        start: Date,
        end: Date,
        deepSleepMinutes: Int,
        remSleepMinutes: Int,
        awakenings: Int
    ) {
        self.id = id
        self.start = start
        self.end = end
        self.deepSleepMinutes = deepSleepMinutes
        self.remSleepMinutes = remSleepMinutes
        self.awakenings = awakenings
    }

    var totalHours: Double {
        end.timeIntervalSince(start) / 3600
    }
}
