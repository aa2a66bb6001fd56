import Foundation
import Testing
@testable import Notifications

@Suite("GetScheduledNotificationUseCase")
struct GetScheduledNotificationUseCaseTests {
    @Test("Returns the stored ScheduledNotification")
    func returnsTheStoredScheduledNotification() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = GetScheduledNotificationUseCase(repository: repository)
        let stored = ScheduledNotification.mock()
        repository.scheduledNotifications = [stored]

        let scheduledNotification = try await sut.execute(id: stored.id)

        #expect(scheduledNotification.id == stored.id)
        #expect(repository.fetchScheduledNotificationCallCount == 1)
    }

    @Test("Throws notFound when the ScheduledNotification does not exist")
    func throwsNotFoundWhenMissing() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = GetScheduledNotificationUseCase(repository: repository)

        await #expect(throws: NotificationsError.notFound) {
            try await sut.execute(id: "scheduledNotification-1")
        }
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = GetScheduledNotificationUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute(id: "scheduledNotification-1")
        }
    }
}
