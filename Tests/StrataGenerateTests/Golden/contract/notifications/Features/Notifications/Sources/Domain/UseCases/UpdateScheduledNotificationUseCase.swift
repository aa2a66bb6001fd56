import Foundation

/// Saves changes to an existing ScheduledNotification.
protocol UpdateScheduledNotificationUseCaseContract: Sendable {
    func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification
}

struct UpdateScheduledNotificationUseCase: UpdateScheduledNotificationUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification {
        guard try await repository.getScheduledNotification(identifier: scheduledNotification.id, cachePolicy: .localFirst) != nil else {
            throw NotificationsError.notFound
        }
        try await repository.saveScheduledNotification(scheduledNotification)
        return scheduledNotification
    }
}
