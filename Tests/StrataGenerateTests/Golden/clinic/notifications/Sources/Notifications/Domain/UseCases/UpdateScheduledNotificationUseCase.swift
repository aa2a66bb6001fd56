import Foundation

/// Saves changes to an existing ScheduledNotification.
protocol UpdateScheduledNotificationUseCaseProtocol: Sendable {
    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification
}

struct UpdateScheduledNotificationUseCase: UpdateScheduledNotificationUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification {
        guard try await repository.fetchScheduledNotification(id: scheduledNotification.id) != nil else {
            throw NotificationsError.notFound
        }
        try await repository.save(scheduledNotification)
        return scheduledNotification
    }
}
