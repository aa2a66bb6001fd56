import Foundation

/// What a notification reminds the user of.
enum NotificationType: String, Equatable, Sendable {
    case workoutReminder
    case recoveryAlert
    case nutritionReminder
}
