import Foundation

/// Fetches every ScheduledNotification.
protocol FetchScheduledNotificationsUseCaseProtocol: Sendable {
    func execute() async throws -> [ScheduledNotification]
}

final class FetchScheduledNotificationsUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchScheduledNotificationsUseCaseProtocol

extension FetchScheduledNotificationsUseCase: FetchScheduledNotificationsUseCaseProtocol {
    func execute() async throws -> [ScheduledNotification] {
        return try await repository.getAllScheduledNotifications()
    }
}
