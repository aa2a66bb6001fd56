import Foundation

/// What a notification reminds the user of.
public enum NotificationType: String, Equatable, Sendable {
    case workoutReminder
    case recoveryAlert
    case nutritionReminder
}
