import Foundation

/// Called on app launch; reconciles the repository with the system's pending notifications.
protocol SyncNotificationsUseCaseContract: Sendable {
    func execute() async throws(NotificationsError)
}

struct SyncNotificationsUseCase: SyncNotificationsUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute() async throws(NotificationsError) {
        // TODO(business rule): Called on app launch; reconciles the repository with the system's pending notifications.
        throw NotificationsError.notImplemented("SyncNotifications")
    }
}
