import Foundation

/// Returns the `[ScheduledNotification]` that `fetchEnabled` gives.
final class FetchEnabledNotificationsUseCase {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute() async throws -> [ScheduledNotification] {
        return try await repository.fetchEnabled()
    }
}
