import Foundation

/// Builds the Notifications use cases from the repositories the app provides.
final class NotificationsDependencyContainer {
    private let scheduledNotificationRepository: ScheduledNotificationRepository

    init(
        scheduledNotificationRepository: ScheduledNotificationRepository
    ) {
        self.scheduledNotificationRepository = scheduledNotificationRepository
    }

    func makeScheduleNotificationUseCase() -> ScheduleNotificationUseCase {
        ScheduleNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeCancelNotificationUseCase() -> CancelNotificationUseCase {
        CancelNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeSyncNotificationsUseCase() -> SyncNotificationsUseCase {
        SyncNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeGetScheduledNotificationUseCase() -> GetScheduledNotificationUseCase {
        GetScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeUpdateScheduledNotificationUseCase() -> UpdateScheduledNotificationUseCase {
        UpdateScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchScheduledNotificationsUseCase() -> FetchScheduledNotificationsUseCase {
        FetchScheduledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchEnabledNotificationsUseCase() -> FetchEnabledNotificationsUseCase {
        FetchEnabledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchNotificationsByTypeUseCase() -> FetchNotificationsByTypeUseCase {
        FetchNotificationsByTypeUseCase(repository: scheduledNotificationRepository)
    }
}
