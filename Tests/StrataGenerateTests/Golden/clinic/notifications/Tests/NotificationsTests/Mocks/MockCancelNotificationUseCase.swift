import Foundation
@testable import Notifications

final class MockCancelNotificationUseCase: CancelNotificationUseCaseProtocol, @unchecked Sendable {
    var result: Result<Void, any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedNotification: ScheduledNotification?

    func execute(notification: ScheduledNotification) async throws {
        executeCallCount += 1
        lastRequestedNotification = notification
        try result.get()
    }
}
