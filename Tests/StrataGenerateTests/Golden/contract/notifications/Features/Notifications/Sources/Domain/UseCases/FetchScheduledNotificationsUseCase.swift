import Foundation

/// Fetches every ScheduledNotification.
protocol FetchScheduledNotificationsUseCaseContract: Sendable {
    func execute() async throws(NotificationsError) -> [ScheduledNotification]
}

struct FetchScheduledNotificationsUseCase: FetchScheduledNotificationsUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.getAllScheduledNotifications()
    }
}
