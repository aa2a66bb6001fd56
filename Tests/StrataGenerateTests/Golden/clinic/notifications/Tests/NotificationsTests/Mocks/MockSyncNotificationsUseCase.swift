import Foundation
@testable import Notifications

final class MockSyncNotificationsUseCase: SyncNotificationsUseCaseProtocol, @unchecked Sendable {
    var result: Result<Void, any Error> = .failure(NotificationsError.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws {
        executeCallCount += 1
        try result.get()
    }
}
