import Foundation

/// Gets one ScheduledNotification, reading local data first.
final class GetScheduledNotificationUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> ScheduledNotification {
        guard let scheduledNotification = try await repository.fetch(id: id) else {
            throw NotificationsError.notFound
        }
        return scheduledNotification
    }
}
