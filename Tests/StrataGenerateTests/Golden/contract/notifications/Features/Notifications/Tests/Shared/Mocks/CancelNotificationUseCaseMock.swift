import Foundation
@testable import Notifications

final class CancelNotificationUseCaseMock: CancelNotificationUseCaseContract, @unchecked Sendable {
    var result: Result<Void, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedNotification: ScheduledNotification?

    @MainActor init() {}

    func execute(notification: ScheduledNotification) async throws(NotificationsError) {
        executeCallCount += 1
        lastRequestedNotification = notification
        try result.get()
    }
}
