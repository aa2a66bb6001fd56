import Foundation
@testable import Notifications

final class UpdateScheduledNotificationUseCaseMock: UpdateScheduledNotificationUseCaseContract, @unchecked Sendable {
    var result: Result<ScheduledNotification, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedScheduledNotification: ScheduledNotification?

    @MainActor init() {}

    func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedScheduledNotification = scheduledNotification
        return try result.get()
    }
}
