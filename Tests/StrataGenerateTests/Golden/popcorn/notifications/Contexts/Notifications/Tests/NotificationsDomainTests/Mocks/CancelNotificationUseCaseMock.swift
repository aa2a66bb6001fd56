import Foundation
@testable import NotificationsDomain

final class CancelNotificationUseCaseMock: CancelNotificationUseCase, @unchecked Sendable {
    var result: Result<Void, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedNotification: ScheduledNotification?

    func execute(notification: ScheduledNotification) async throws(NotificationsError) {
        executeCallCount += 1
        lastRequestedNotification = notification
        try result.get()
    }
}
