import Foundation
import Testing
@testable import Notifications

@Suite("CancelNotificationUseCase")
struct CancelNotificationUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = CancelNotificationUseCase(repository: repository)
        let notification: ScheduledNotification = ScheduledNotification.mock()

        await #expect(throws: NotificationsError.notImplemented("CancelNotification")) {
            try await sut.execute(notification: notification)
        }
    }
}
