import Foundation

/// Called on app launch; reconciles the repository with the system's pending notifications.
final class SyncNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute() async throws {
        // TODO(business rule): Called on app launch; reconciles the repository with the system's pending notifications.
        throw NotificationsError.notImplemented("SyncNotifications")
    }
}
