import Foundation
import Testing
@testable import Notifications

@MainActor
@Suite("FetchScheduledNotificationsUseCase")
struct FetchScheduledNotificationsUseCaseTests {
    @Test("Returns every stored ScheduledNotification")
    func returnsEveryStoredScheduledNotification() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = FetchScheduledNotificationsUseCase(repository: repository)
        repository.scheduledNotifications = [ScheduledNotification.mock(id: 1), ScheduledNotification.mock(id: 2)]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.scheduledNotifications.map(\.id))
        #expect(repository.getAllScheduledNotificationsCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = FetchScheduledNotificationsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
