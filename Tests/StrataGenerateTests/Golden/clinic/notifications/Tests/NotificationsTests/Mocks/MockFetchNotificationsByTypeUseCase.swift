import Foundation
@testable import Notifications

final class MockFetchNotificationsByTypeUseCase: FetchNotificationsByTypeUseCaseProtocol, @unchecked Sendable {
    var result: Result<[ScheduledNotification], any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedType: NotificationType?

    func execute(type: NotificationType) async throws -> [ScheduledNotification] {
        executeCallCount += 1
        lastRequestedType = type
        return try result.get()
    }
}
