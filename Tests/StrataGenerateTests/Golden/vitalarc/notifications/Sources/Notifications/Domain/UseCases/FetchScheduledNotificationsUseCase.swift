import Foundation

/// Fetches every ScheduledNotification.
final class FetchScheduledNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute() async throws -> [ScheduledNotification] {
        return try await repository.fetchAll()
    }
}
