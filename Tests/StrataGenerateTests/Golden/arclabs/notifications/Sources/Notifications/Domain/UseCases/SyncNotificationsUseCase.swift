import Foundation

/// Called on app launch; reconciles the repository with the system's pending notifications.
protocol SyncNotificationsUseCaseProtocol: Sendable {
    func execute() async throws
}

final class SyncNotificationsUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - SyncNotificationsUseCaseProtocol

extension SyncNotificationsUseCase: SyncNotificationsUseCaseProtocol {
    func execute() async throws {
        // TODO(business rule): Called on app launch; reconciles the repository with the system's pending notifications.
        throw NotificationsError.notImplemented("SyncNotifications")
    }
}
