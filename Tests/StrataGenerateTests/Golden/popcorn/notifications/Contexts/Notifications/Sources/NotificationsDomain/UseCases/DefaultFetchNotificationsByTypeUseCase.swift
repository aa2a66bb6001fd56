import Foundation

/// Passes `type` to `fetchByType` and returns its `[ScheduledNotification]`.
public protocol FetchNotificationsByTypeUseCase: Sendable {
    func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification]
}

public final class DefaultFetchNotificationsByTypeUseCase: FetchNotificationsByTypeUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.fetchByType(type: type)
    }
}
