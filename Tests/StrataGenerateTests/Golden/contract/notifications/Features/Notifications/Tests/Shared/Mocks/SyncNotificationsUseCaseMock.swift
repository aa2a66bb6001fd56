import Foundation
@testable import Notifications

final class SyncNotificationsUseCaseMock: SyncNotificationsUseCaseContract, @unchecked Sendable {
    var result: Result<Void, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    @MainActor init() {}

    func execute() async throws(NotificationsError) {
        executeCallCount += 1
        try result.get()
    }
}
