import Foundation
@testable import Notifications

final class FetchEnabledNotificationsUseCaseMock: FetchEnabledNotificationsUseCaseContract, @unchecked Sendable {
    var result: Result<[ScheduledNotification], NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    @MainActor init() {}

    func execute() async throws(NotificationsError) -> [ScheduledNotification] {
        executeCallCount += 1
        return try result.get()
    }
}
