import Foundation

/// Builds the Notifications use cases from the repositories the app provides.
final class NotificationsDependencyContainer {
    private let scheduledNotificationRepository: ScheduledNotificationRepositoryProtocol

    init(
        scheduledNotificationRepository: ScheduledNotificationRepositoryProtocol
    ) {
        self.scheduledNotificationRepository = scheduledNotificationRepository
    }

    func makeScheduleNotificationUseCase() -> ScheduleNotificationUseCaseProtocol {
        ScheduleNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeCancelNotificationUseCase() -> CancelNotificationUseCaseProtocol {
        CancelNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeSyncNotificationsUseCase() -> SyncNotificationsUseCaseProtocol {
        SyncNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeGetScheduledNotificationUseCase() -> GetScheduledNotificationUseCaseProtocol {
        GetScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeUpdateScheduledNotificationUseCase() -> UpdateScheduledNotificationUseCaseProtocol {
        UpdateScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchScheduledNotificationsUseCase() -> FetchScheduledNotificationsUseCaseProtocol {
        FetchScheduledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchEnabledNotificationsUseCase() -> FetchEnabledNotificationsUseCaseProtocol {
        FetchEnabledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    func makeFetchNotificationsByTypeUseCase() -> FetchNotificationsByTypeUseCaseProtocol {
        FetchNotificationsByTypeUseCase(repository: scheduledNotificationRepository)
    }
}
