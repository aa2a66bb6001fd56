import Foundation
import Testing
@testable import Notifications

@Suite("FetchNotificationsByTypeUseCase")
struct FetchNotificationsByTypeUseCaseTests {
    @Test("Returns what the repository's fetchByType returns")
    func delegatesToFetchByType() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchNotificationsByTypeUseCase(repository: repository)
        let type: NotificationType = .workoutReminder
        repository.fetchByTypeResult = [ScheduledNotification.mock()]

        let result = try await sut.execute(type: type)

        #expect(result.map(\.id) == repository.fetchByTypeResult.map(\.id))
        #expect(repository.fetchByTypeCallCount == 1)
        #expect(repository.lastFetchByType == type)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchNotificationsByTypeUseCase(repository: repository)
        let type: NotificationType = .workoutReminder
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute(type: type)
        }
    }
}
