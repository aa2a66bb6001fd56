import Foundation

/// Returns the `[ScheduledNotification]` that `fetchEnabled` gives.
protocol FetchEnabledNotificationsUseCaseProtocol: Sendable {
    func execute() async throws -> [ScheduledNotification]
}

final class FetchEnabledNotificationsUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchEnabledNotificationsUseCaseProtocol

extension FetchEnabledNotificationsUseCase: FetchEnabledNotificationsUseCaseProtocol {
    func execute() async throws -> [ScheduledNotification] {
        return try await repository.fetchEnabled()
    }
}
