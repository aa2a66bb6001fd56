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

final class ScheduleNotificationUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - ScheduleNotificationUseCaseProtocol

extension ScheduleNotificationUseCase: ScheduleNotificationUseCaseProtocol {
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
