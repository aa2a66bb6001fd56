import Foundation
@testable import Notifications

final class GetScheduledNotificationUseCaseMock: GetScheduledNotificationUseCaseContract, @unchecked Sendable {
    var result: Result<ScheduledNotification, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(NotificationsError) -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
