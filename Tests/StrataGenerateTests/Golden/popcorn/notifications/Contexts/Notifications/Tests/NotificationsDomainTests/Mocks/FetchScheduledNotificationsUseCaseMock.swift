import Foundation
@testable import NotificationsDomain

final class FetchScheduledNotificationsUseCaseMock: FetchScheduledNotificationsUseCase, @unchecked Sendable {
    var result: Result<[ScheduledNotification], NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        executeCallCount += 1
        return try result.get()
    }
}
