import Foundation

/// Builds the Notifications use cases from the repositories the app provides.
final class NotificationsDependencyContainer {
    private let scheduledNotificationRepository: ScheduledNotificationRepositoryContract

    init(
        scheduledNotificationRepository: ScheduledNotificationRepositoryContract
    ) {
        self.scheduledNotificationRepository = scheduledNotificationRepository
    }

    func makeScheduleNotificationUseCase() -> ScheduleNotificationUseCaseContract {
        ScheduleNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeCancelNotificationUseCase() -> CancelNotificationUseCaseContract {
        CancelNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeSyncNotificationsUseCase() -> SyncNotificationsUseCaseContract {
        SyncNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeGetScheduledNotificationUseCase() -> GetScheduledNotificationUseCaseContract {
        GetScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeUpdateScheduledNotificationUseCase() -> UpdateScheduledNotificationUseCaseContract {
        UpdateScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchScheduledNotificationsUseCase() -> FetchScheduledNotificationsUseCaseContract {
        FetchScheduledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchEnabledNotificationsUseCase() -> FetchEnabledNotificationsUseCaseContract {
        FetchEnabledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchNotificationsByTypeUseCase() -> FetchNotificationsByTypeUseCaseContract {
        FetchNotificationsByTypeUseCase(repository: scheduledNotificationRepository)
    }
}
