import Foundation
import Testing
@testable import Notifications

@MainActor
@Suite("SyncNotificationsUseCase")
struct SyncNotificationsUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = SyncNotificationsUseCase(repository: repository)

        await #expect(throws: NotificationsError.notImplemented("SyncNotifications")) {
            try await sut.execute()
        }
    }
}
