import Foundation

/// Saves changes to an existing ScheduledNotification.
protocol UpdateScheduledNotificationUseCaseProtocol: Sendable {
    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification
}

final class UpdateScheduledNotificationUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - UpdateScheduledNotificationUseCaseProtocol

extension UpdateScheduledNotificationUseCase: UpdateScheduledNotificationUseCaseProtocol {
    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification {
        guard try await repository.getScheduledNotification(by: scheduledNotification.id) != nil else {
            throw NotificationsError.notFound
        }
        try await repository.saveScheduledNotification(scheduledNotification)
        return scheduledNotification
    }
}
