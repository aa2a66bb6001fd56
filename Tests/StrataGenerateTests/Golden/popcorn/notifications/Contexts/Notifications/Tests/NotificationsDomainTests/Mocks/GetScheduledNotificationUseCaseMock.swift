import Foundation
@testable import NotificationsDomain

final class GetScheduledNotificationUseCaseMock: GetScheduledNotificationUseCase, @unchecked Sendable {
    var result: Result<ScheduledNotification, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: Int?

    func execute(id: Int) async throws(NotificationsError) -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
