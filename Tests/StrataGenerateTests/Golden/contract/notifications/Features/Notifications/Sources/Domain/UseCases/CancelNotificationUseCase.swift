import Foundation

/// Removes it from UNUserNotificationCenter, then deletes it from the repository.
protocol CancelNotificationUseCaseContract: Sendable {
    func execute(notification: ScheduledNotification) async throws(NotificationsError)
}

struct CancelNotificationUseCase: CancelNotificationUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute(notification: ScheduledNotification) async throws(NotificationsError) {
        // TODO(business rule): Removes it from UNUserNotificationCenter, then deletes it from the repository.
        throw NotificationsError.notImplemented("CancelNotification")
    }
}
