import Foundation
import Testing
@testable import Notifications

@Suite("ScheduleNotificationUseCase")
struct ScheduleNotificationUseCaseTests {
    @Test("Is not implemented until its business rule is written")
    func isNotImplementedYet() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = ScheduleNotificationUseCase(repository: repository)
        let type: NotificationType = .workoutReminder
        let scheduledTime: Date = Date(timeIntervalSince1970: 1_700_000_000)
        let title: String = "Test title"
        let body: String = "Test body"
        let repeatInterval: RepeatInterval? = .daily

        await #expect(throws: NotificationsError.notImplemented("ScheduleNotification")) {
            try await sut.execute(type: type, scheduledTime: scheduledTime, title: title, body: body, repeatInterval: repeatInterval)
        }
    }
}
