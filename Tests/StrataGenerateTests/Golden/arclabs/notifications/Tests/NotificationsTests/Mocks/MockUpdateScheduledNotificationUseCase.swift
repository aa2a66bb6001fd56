import Foundation
@testable import Notifications

final class MockUpdateScheduledNotificationUseCase: UpdateScheduledNotificationUseCaseProtocol, @unchecked Sendable {
    var result: Result<ScheduledNotification, any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedScheduledNotification: ScheduledNotification?

    func execute(_ scheduledNotification: ScheduledNotification) async throws -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedScheduledNotification = scheduledNotification
        return try result.get()
    }
}
