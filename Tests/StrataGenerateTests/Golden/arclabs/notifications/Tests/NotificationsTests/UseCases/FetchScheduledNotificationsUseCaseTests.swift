import Foundation
import Testing
@testable import Notifications

@Suite("FetchScheduledNotificationsUseCase")
struct FetchScheduledNotificationsUseCaseTests {
    @Test("Returns every stored ScheduledNotification")
    func returnsEveryStoredScheduledNotification() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchScheduledNotificationsUseCase(repository: repository)
        repository.scheduledNotifications = [ScheduledNotification.mock(id: UUID()), ScheduledNotification.mock(id: UUID())]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.scheduledNotifications.map(\.id))
        #expect(repository.getAllScheduledNotificationsCallCount == 1)
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
