import Foundation

/// Gets one ScheduledNotification, reading local data first.
protocol GetScheduledNotificationUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(NotificationsError) -> ScheduledNotification
}

struct GetScheduledNotificationUseCase: GetScheduledNotificationUseCaseContract {
    private let repository: ScheduledNotificationRepositoryContract

    init(repository: ScheduledNotificationRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(NotificationsError) -> ScheduledNotification {
        guard let scheduledNotification = try await repository.getScheduledNotification(identifier: identifier, cachePolicy: .localFirst) else {
            throw NotificationsError.notFound
        }
        return scheduledNotification
    }
}
