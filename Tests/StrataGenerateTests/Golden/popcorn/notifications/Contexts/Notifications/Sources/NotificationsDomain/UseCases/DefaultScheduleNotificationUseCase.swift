import Foundation

/// Creates the notification, schedules it with UNUserNotificationCenter and saves it.
public protocol ScheduleNotificationUseCase: Sendable {
    func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws(NotificationsError) -> ScheduledNotification
}

public final class DefaultScheduleNotificationUseCase: ScheduleNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws(NotificationsError) -> ScheduledNotification {
        // TODO(business rule): Creates the notification, schedules it with UNUserNotificationCenter and saves it.
        throw NotificationsError.notImplemented("ScheduleNotification")
    }
}
