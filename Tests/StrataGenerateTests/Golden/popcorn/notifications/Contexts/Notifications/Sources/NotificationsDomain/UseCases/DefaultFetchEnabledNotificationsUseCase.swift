import Foundation

/// Returns the `[ScheduledNotification]` that `fetchEnabled` gives.
public protocol FetchEnabledNotificationsUseCase: Sendable {
    func execute() async throws(NotificationsError) -> [ScheduledNotification]
}

public final class DefaultFetchEnabledNotificationsUseCase: FetchEnabledNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.fetchEnabled()
    }
}
