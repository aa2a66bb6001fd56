import Foundation
@testable import NotificationsDomain

final class FetchNotificationsByTypeUseCaseMock: FetchNotificationsByTypeUseCase, @unchecked Sendable {
    var result: Result<[ScheduledNotification], NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0
    private(set) var lastRequestedType: NotificationType?

    func execute(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        executeCallCount += 1
        lastRequestedType = type
        return try result.get()
    }
}
