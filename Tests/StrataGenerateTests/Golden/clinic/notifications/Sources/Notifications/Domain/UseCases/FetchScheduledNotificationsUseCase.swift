import Foundation

/// Fetches every ScheduledNotification.
protocol FetchScheduledNotificationsUseCaseProtocol: Sendable {
    func execute() async throws -> [ScheduledNotification]
}

struct FetchScheduledNotificationsUseCase: FetchScheduledNotificationsUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute() async throws -> [ScheduledNotification] {
        return try await repository.fetchAll()
    }
}
