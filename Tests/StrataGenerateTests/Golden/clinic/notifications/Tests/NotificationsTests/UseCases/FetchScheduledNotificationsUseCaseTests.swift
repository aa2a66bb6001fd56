import Foundation
import Testing
@testable import Notifications

@Suite("FetchScheduledNotificationsUseCase")
struct FetchScheduledNotificationsUseCaseTests {
    @Test("Returns every stored ScheduledNotification")
    func returnsEveryStoredScheduledNotification() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchScheduledNotificationsUseCase(repository: repository)
        repository.scheduledNotifications = [ScheduledNotification.mock(id: "scheduledNotification-1"), ScheduledNotification.mock(id: "scheduledNotification-2")]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.scheduledNotifications.map(\.id))
        #expect(repository.fetchAllCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchScheduledNotificationsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
