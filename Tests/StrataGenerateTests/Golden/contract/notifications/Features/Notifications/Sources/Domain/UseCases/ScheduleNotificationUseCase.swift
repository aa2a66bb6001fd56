import Foundation

/// Creates the notification, schedules it with UNUserNotificationCenter and saves it.
protocol ScheduleNotificationUseCaseContract: Sendable {
    func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws(NotificationsError) -> ScheduledNotification
}

struct ScheduleNotificationUseCase: ScheduleNotificationUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute(
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
