import Foundation
@testable import NotificationsInfrastructure
@testable import NotificationsDomain
@testable import NotificationsAdapters

extension ScheduledNotification {
    /// A `ScheduledNotification` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        type: NotificationType = .workoutReminder,
        scheduledTime: Date = Date(timeIntervalSince1970: 1_700_000_000),
        title: String = "Test title",
        body: String = "Test body",
        isEnabled: Bool = true,
        repeatInterval: RepeatInterval? = .daily
    ) -> ScheduledNotification {
        ScheduledNotification(
            id: id,
            type: type,
            scheduledTime: scheduledTime,
            title: title,
            body: body,
            isEnabled: isEnabled,
            repeatInterval: repeatInterval
        )
    }
}
