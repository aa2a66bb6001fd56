import Foundation

/// Gets one ScheduledNotification, reading local data first.
public protocol GetScheduledNotificationUseCase: Sendable {
    func execute(id: Int) async throws(NotificationsError) -> ScheduledNotification
}

public final class DefaultGetScheduledNotificationUseCase: GetScheduledNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(NotificationsError) -> ScheduledNotification {
        guard let scheduledNotification = try await repository.fetch(id: id) else {
            throw NotificationsError.notFound
        }
        return scheduledNotification
    }
}
