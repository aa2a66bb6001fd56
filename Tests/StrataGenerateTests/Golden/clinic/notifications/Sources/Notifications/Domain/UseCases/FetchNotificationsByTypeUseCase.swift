import Foundation

/// Passes `type` to `fetchByType` and returns its `[ScheduledNotification]`.
protocol FetchNotificationsByTypeUseCaseProtocol: Sendable {
    func execute(type: NotificationType) async throws -> [ScheduledNotification]
}

struct FetchNotificationsByTypeUseCase: FetchNotificationsByTypeUseCaseProtocol {
    private let repository: ScheduledNotificationRepository

    init(repository: ScheduledNotificationRepository) {
        self.repository = repository
    }

    func execute(type: NotificationType) async throws -> [ScheduledNotification] {
        return try await repository.fetchByType(type: type)
    }
}
