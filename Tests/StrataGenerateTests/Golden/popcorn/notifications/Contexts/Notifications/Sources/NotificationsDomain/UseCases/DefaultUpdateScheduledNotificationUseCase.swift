import Foundation

/// Saves changes to an existing ScheduledNotification.
public protocol UpdateScheduledNotificationUseCase: Sendable {
    func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification
}

public final class DefaultUpdateScheduledNotificationUseCase: UpdateScheduledNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    public init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    public func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification {
        guard try await repository.fetch(id: scheduledNotification.id) != nil else {
            throw NotificationsError.notFound
        }
        try await repository.save(scheduledNotification)
        return scheduledNotification
    }
}
