import Foundation
import Testing
@testable import Notifications

@Suite("UpdateScheduledNotificationUseCase")
struct UpdateScheduledNotificationUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = UpdateScheduledNotificationUseCase(repository: repository)
        let stored = ScheduledNotification.mock()
        repository.scheduledNotifications = [stored]
        let changed = ScheduledNotification.mock(id: stored.id, title: "Updated title")

        let scheduledNotification = try await sut.execute(changed)

        #expect(scheduledNotification.id == stored.id)
        #expect(repository.saveScheduledNotificationCallCount == 1)
        #expect(repository.scheduledNotifications.map(\.id) == [stored.id])
        #expect(repository.scheduledNotifications.first?.title == "Updated title")
    }

    @Test("Throws notFound for an unknown ScheduledNotification")
    func throwsNotFoundForAnUnknownScheduledNotification() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = UpdateScheduledNotificationUseCase(repository: repository)

        await #expect(throws: NotificationsError.notFound) {
            try await sut.execute(ScheduledNotification.mock())
        }
        #expect(repository.saveScheduledNotificationCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = UpdateScheduledNotificationUseCase(repository: repository)
        let stored = ScheduledNotification.mock()
        repository.scheduledNotifications = [stored]
        repository.saveScheduledNotificationError = .saveFailed()

        await #expect(throws: NotificationsError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.getScheduledNotificationCallCount == 1)
    }
}
