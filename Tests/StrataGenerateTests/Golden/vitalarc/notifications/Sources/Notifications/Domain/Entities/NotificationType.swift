import Foundation

/// What a notification reminds the user of.
enum NotificationType: String, Codable, Hashable, CaseIterable {
    case workoutReminder
    case recoveryAlert
    case nutritionReminder
}
