import Foundation
@testable import NotificationsDomain

final class SyncNotificationsUseCaseMock: SyncNotificationsUseCase, @unchecked Sendable {
    var result: Result<Void, NotificationsError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute() async throws(NotificationsError) {
        executeCallCount += 1
        try result.get()
    }
}
