import Foundation
import Testing
@testable import NotificationsDomain

@Suite("DefaultUpdateScheduledNotificationUseCase")
struct DefaultUpdateScheduledNotificationUseCaseTests {
    @Test("Saves the changes")
    func savesTheChanges() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultUpdateScheduledNotificationUseCase(repository: repository)
        let stored = ScheduledNotification.mock()
        repository.scheduledNotifications = [stored]
        let changed = ScheduledNotification.mock(id: stored.id, title: "Updated title")

        let scheduledNotification = try await sut.execute(changed)

        #expect(scheduledNotification.id == stored.id)
        #expect(repository.saveCallCount == 1)
        #expect(repository.scheduledNotifications.map(\.id) == [stored.id])
        #expect(repository.scheduledNotifications.first?.title == "Updated title")
    }

    @Test("Throws notFound for an unknown ScheduledNotification")
    func throwsNotFoundForAnUnknownScheduledNotification() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultUpdateScheduledNotificationUseCase(repository: repository)

        await #expect(throws: NotificationsError.notFound) {
            try await sut.execute(ScheduledNotification.mock())
        }
        #expect(repository.saveCallCount == 0)
    }

    @Test("Throws when saving the changes fails")
    func throwsWhenSavingTheChangesFails() async throws {
        let repository = ScheduledNotificationRepositoryMock()
        let sut = DefaultUpdateScheduledNotificationUseCase(repository: repository)
        let stored = ScheduledNotification.mock()
        repository.scheduledNotifications = [stored]
        repository.saveError = .saveFailed()

        await #expect(throws: NotificationsError.saveFailed()) {
            try await sut.execute(stored)
        }
        #expect(repository.fetchCallCount == 1)
    }
}
