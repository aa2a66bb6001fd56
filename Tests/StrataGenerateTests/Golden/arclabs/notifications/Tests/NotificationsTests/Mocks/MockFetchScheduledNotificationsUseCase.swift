import Foundation
@testable import Notifications

final class MockFetchScheduledNotificationsUseCase: FetchScheduledNotificationsUseCaseProtocol, @unchecked Sendable {
    var result: Result<[ScheduledNotification], any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws -> [ScheduledNotification] {
        executeCallCount += 1
        return try result.get()
    }
}
