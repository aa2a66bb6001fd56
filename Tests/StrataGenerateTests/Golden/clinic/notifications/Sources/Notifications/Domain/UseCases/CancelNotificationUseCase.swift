import Foundation

/// Removes it from UNUserNotificationCenter, then deletes it from the repository.
protocol CancelNotificationUseCaseProtocol: Sendable {
    func execute(notification: ScheduledNotification) async throws
}

struct CancelNotificationUseCase: CancelNotificationUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(notification: ScheduledNotification) async throws {
        // TODO(business rule): Removes it from UNUserNotificationCenter, then deletes it from the repository.
        throw NotificationsError.notImplemented("CancelNotification")
    }
}
