import Foundation

/// Gets one ScheduledNotification, reading local data first.
protocol GetScheduledNotificationUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> ScheduledNotification
}

final class GetScheduledNotificationUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetScheduledNotificationUseCaseProtocol

extension GetScheduledNotificationUseCase: GetScheduledNotificationUseCaseProtocol {
    func execute(id: UUID) async throws -> ScheduledNotification {
        guard let scheduledNotification = try await repository.getScheduledNotification(by: id) else {
            throw NotificationsError.notFound
        }
        return scheduledNotification
    }
}
