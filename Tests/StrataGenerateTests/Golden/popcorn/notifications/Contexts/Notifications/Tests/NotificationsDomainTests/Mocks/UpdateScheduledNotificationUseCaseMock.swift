import Foundation
@testable import NotificationsDomain

final class UpdateScheduledNotificationUseCaseMock: UpdateScheduledNotificationUseCase, @unchecked Sendable {
    var result: Result<ScheduledNotification, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedScheduledNotification: ScheduledNotification?

    func execute(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedScheduledNotification = scheduledNotification
        return try result.get()
    }
}
