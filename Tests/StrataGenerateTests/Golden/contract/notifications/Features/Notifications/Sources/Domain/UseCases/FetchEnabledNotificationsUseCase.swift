import Foundation

/// Returns the `[ScheduledNotification]` that `fetchEnabled` gives.
protocol FetchEnabledNotificationsUseCaseContract: Sendable {
    func execute() async throws(NotificationsError) -> [ScheduledNotification]
}

struct FetchEnabledNotificationsUseCase: FetchEnabledNotificationsUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        return try await repository.fetchEnabled()
    }
}
