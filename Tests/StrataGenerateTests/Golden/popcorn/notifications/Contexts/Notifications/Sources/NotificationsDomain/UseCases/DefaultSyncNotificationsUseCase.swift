import Foundation

/// Called on app launch; reconciles the repository with the system's pending notifications.
public protocol SyncNotificationsUseCase: Sendable {
    func execute() async throws(NotificationsError)
}

public final class DefaultSyncNotificationsUseCase: SyncNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute() async throws(NotificationsError) {
        // TODO(business rule): Called on app launch; reconciles the repository with the system's pending notifications.
        throw NotificationsError.notImplemented("SyncNotifications")
    }
}
