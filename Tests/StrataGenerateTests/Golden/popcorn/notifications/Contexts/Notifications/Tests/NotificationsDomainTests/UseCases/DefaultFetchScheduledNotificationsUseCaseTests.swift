import Foundation
import Testing
@testable import NotificationsDomain

@Suite("DefaultFetchScheduledNotificationsUseCase")
struct DefaultFetchScheduledNotificationsUseCaseTests {
    @Test("Returns every stored ScheduledNotification")
    func returnsEveryStoredScheduledNotification() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultFetchScheduledNotificationsUseCase(repository: repository)
        repository.scheduledNotifications = [ScheduledNotification.mock(id: 1), ScheduledNotification.mock(id: 2)]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.scheduledNotifications.map(\.id))
        #expect(repository.fetchAllCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultFetchScheduledNotificationsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
