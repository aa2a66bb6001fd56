import Foundation

/// Saves changes to an existing ScheduledNotification.
final class UpdateScheduledNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification {
        guard try await repository.fetch(id: scheduledNotification.id) != nil else {
            throw NotificationsError.notFound
        }
        try await repository.save(scheduledNotification)
        return scheduledNotification
    }
}
