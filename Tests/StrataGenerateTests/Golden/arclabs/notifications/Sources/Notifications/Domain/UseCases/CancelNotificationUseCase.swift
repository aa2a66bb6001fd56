import Foundation

/// Removes it from UNUserNotificationCenter, then deletes it from the repository.
protocol CancelNotificationUseCaseProtocol: Sendable {
    func execute(notification: ScheduledNotification) async throws
}

final class CancelNotificationUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - CancelNotificationUseCaseProtocol

extension CancelNotificationUseCase: CancelNotificationUseCaseProtocol {
    func execute(notification: ScheduledNotification) async throws {
        // TODO(business rule): Removes it from UNUserNotificationCenter, then deletes it from the repository.
        throw NotificationsError.notImplemented("CancelNotification")
    }
}
