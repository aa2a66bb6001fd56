import Foundation

/// Gets one ScheduledNotification, reading local data first.
protocol GetScheduledNotificationUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> ScheduledNotification
}

struct GetScheduledNotificationUseCase: GetScheduledNotificationUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> ScheduledNotification {
        guard let scheduledNotification = try await repository.fetchScheduledNotification(id: id) else {
            throw NotificationsError.notFound
        }
        return scheduledNotification
    }
}
