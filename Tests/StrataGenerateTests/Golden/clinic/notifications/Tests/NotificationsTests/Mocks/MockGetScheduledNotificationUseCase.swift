import Foundation
@testable import Notifications

final class MockGetScheduledNotificationUseCase: GetScheduledNotificationUseCaseProtocol, @unchecked Sendable {
    var result: Result<ScheduledNotification, any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedID: String?

    func execute(id: String) async throws -> ScheduledNotification {
        executeCallCount += 1
        lastRequestedID = id
        return try result.get()
    }
}
