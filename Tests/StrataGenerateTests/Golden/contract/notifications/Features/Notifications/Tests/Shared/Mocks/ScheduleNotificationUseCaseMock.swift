import Foundation
@testable import Notifications

final class ScheduleNotificationUseCaseMock: ScheduleNotificationUseCaseContract, @unchecked Sendable {
    var result: Result<ScheduledNotification, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedType: NotificationType?
    private(set) var lastRequestedScheduledTime: Date?
    private(set) var lastRequestedTitle: String?
    private(set) var lastRequestedBody: String?
    private(set) var lastRequestedRepeatInterval: RepeatInterval??

    @MainActor init() {}

    func execute(
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        repeatInterval: RepeatInterval?
    ) async throws(NotificationsError) -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedType = type
        lastRequestedScheduledTime = scheduledTime
        lastRequestedTitle = title
        lastRequestedBody = body
        lastRequestedRepeatInterval = repeatInterval
        return try result.get()
    }
}
