import Foundation

/// Passes `type` to `fetchByType` and returns its `[ScheduledNotification]`.
protocol FetchNotificationsByTypeUseCaseProtocol: Sendable {
    func execute(type: NotificationType) async throws -> [ScheduledNotification]
}

final class FetchNotificationsByTypeUseCase {

    // MARK: Private Properties

    private let repository: ScheduledNotificationRepositoryProtocol

    // MARK: Initialization

    init(repository: ScheduledNotificationRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - FetchNotificationsByTypeUseCaseProtocol

extension FetchNotificationsByTypeUseCase: FetchNotificationsByTypeUseCaseProtocol {
    func execute(type: NotificationType) async throws -> [ScheduledNotification] {
        return try await repository.fetchByType(type: type)
    }
}
