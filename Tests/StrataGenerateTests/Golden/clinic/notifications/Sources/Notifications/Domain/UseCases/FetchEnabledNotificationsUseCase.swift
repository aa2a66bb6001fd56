import Foundation

/// Returns the `[ScheduledNotification]` that `fetchEnabled` gives.
protocol FetchEnabledNotificationsUseCaseProtocol: Sendable {
    func execute() async throws -> [ScheduledNotification]
}

struct FetchEnabledNotificationsUseCase: FetchEnabledNotificationsUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute() async throws -> [ScheduledNotification] {
        return try await repository.fetchEnabled()
    }
}
