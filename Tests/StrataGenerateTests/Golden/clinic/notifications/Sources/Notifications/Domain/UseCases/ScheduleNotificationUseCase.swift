import Foundation

/// Creates the notification, schedules it with UNUserNotificationCenter and saves it.
protocol ScheduleNotificationUseCaseProtocol: Sendable {
    func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws -> ScheduledNotification
}

struct ScheduleNotificationUseCase: ScheduleNotificationUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws -> ScheduledNotification {
        // TODO(business rule): Creates the notification, schedules it with UNUserNotificationCenter and saves it.
        throw NotificationsError.notImplemented("ScheduleNotification")
    }
}
