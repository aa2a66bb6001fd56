import Foundation

/// Fetches every ScheduledNotification.
public protocol FetchScheduledNotificationsUseCase: Sendable {
    func execute() async throws(NotificationsError) -> [ScheduledNotification]
}

public final class DefaultFetchScheduledNotificationsUseCase: FetchScheduledNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.fetchAll()
    }
}
