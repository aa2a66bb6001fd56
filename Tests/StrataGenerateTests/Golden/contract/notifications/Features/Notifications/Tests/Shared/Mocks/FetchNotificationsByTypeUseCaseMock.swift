import Foundation
@testable import Notifications

final class FetchNotificationsByTypeUseCaseMock: FetchNotificationsByTypeUseCaseContract, @unchecked Sendable {
    var result: Result<[ScheduledNotification], NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedType: NotificationType?

    @MainActor init() {}

    func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        executeCallCount += 1
        lastRequestedType = type
        return try result.get()
    }
}
