import Foundation

/// Removes it from UNUserNotificationCenter, then deletes it from the repository.
final class CancelNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(notification: ScheduledNotification) async throws {
        // TODO(business rule): Removes it from UNUserNotificationCenter, then deletes it from the repository.
        throw NotificationsError.notImplemented("CancelNotification")
    }
}
