import Foundation
import Testing
@testable import NotificationsDomain

@Suite("DefaultSyncNotificationsUseCase")
struct DefaultSyncNotificationsUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultSyncNotificationsUseCase(repository: repository)

        await #expect(throws: NotificationsError.notImplemented("SyncNotifications")) {
            try await sut.execute()
        }
    }
}
