import Foundation

/// Removes it from UNUserNotificationCenter, then deletes it from the repository.
public protocol CancelNotificationUseCase: Sendable {
    func execute(notification: ScheduledNotification) async throws(NotificationsError)
}

public final class DefaultCancelNotificationUseCase: CancelNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute(notification: ScheduledNotification) async throws(NotificationsError) {
        // TODO(business rule): Removes it from UNUserNotificationCenter, then deletes it from the repository.
        throw NotificationsError.notImplemented("CancelNotification")
    }
}
