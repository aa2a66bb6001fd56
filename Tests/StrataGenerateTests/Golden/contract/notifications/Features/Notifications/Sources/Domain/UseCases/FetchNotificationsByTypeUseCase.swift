import Foundation

/// Passes `type` to `fetchByType` and returns its `[ScheduledNotification]`.
protocol FetchNotificationsByTypeUseCaseContract: Sendable {
    func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification]
}

struct FetchNotificationsByTypeUseCase: FetchNotificationsByTypeUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.fetchByType(type: type)
    }
}
