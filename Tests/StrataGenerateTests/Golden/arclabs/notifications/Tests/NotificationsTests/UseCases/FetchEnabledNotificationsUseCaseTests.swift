import Foundation
import Testing
@testable import Notifications

@Suite("FetchEnabledNotificationsUseCase")
struct FetchEnabledNotificationsUseCaseTests {
    @Test("Returns what the repository's fetchEnabled returns")
    func delegatesToFetchEnabled() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchEnabledNotificationsUseCase(repository: repository)
        repository.fetchEnabledResult = [ScheduledNotification.mock()]

        let result = try await sut.execute()

        #expect(result.map(\.id) == repository.fetchEnabledResult.map(\.id))
        #expect(repository.fetchEnabledCallCount == 1)
    }

    @Test("Passes repository failures on")
    func passesRepositoryFailuresOn() async throws {
        let repository = MockScheduledNotificationRepository()
        let sut = FetchEnabledNotificationsUseCase(repository: repository)
        repository.error = .loadFailed()

        await #expect(throws: NotificationsError.loadFailed()) {
            try await sut.execute()
        }
    }
}
