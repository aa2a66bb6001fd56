import Foundation

/// Builds the Notifications use cases from the repositories the app provides.
public final class NotificationsDependencyContainer {
    private let scheduledNotificationRepository: ScheduledNotificationRepository

    public init(
        scheduledNotificationRepository: ScheduledNotificationRepository
    ) {
        self.scheduledNotificationRepository = scheduledNotificationRepository
    }

    public func makeDefaultScheduleNotificationUseCase() -> ScheduleNotificationUseCase {
        DefaultScheduleNotificationUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultCancelNotificationUseCase() -> CancelNotificationUseCase {
        DefaultCancelNotificationUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultSyncNotificationsUseCase() -> SyncNotificationsUseCase {
        DefaultSyncNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultGetScheduledNotificationUseCase() -> GetScheduledNotificationUseCase {
        DefaultGetScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultUpdateScheduledNotificationUseCase() -> UpdateScheduledNotificationUseCase {
        DefaultUpdateScheduledNotificationUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultFetchScheduledNotificationsUseCase() -> FetchScheduledNotificationsUseCase {
        DefaultFetchScheduledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultFetchEnabledNotificationsUseCase() -> FetchEnabledNotificationsUseCase {
        DefaultFetchEnabledNotificationsUseCase(repository: scheduledNotificationRepository)
    }

    public func makeDefaultFetchNotificationsByTypeUseCase() -> FetchNotificationsByTypeUseCase {
        DefaultFetchNotificationsByTypeUseCase(repository: scheduledNotificationRepository)
    }
}
