import Foundation
@testable import NotificationsInfrastructure
@testable import NotificationsDomain
@testable import NotificationsAdapters

/// `ScheduledNotificationRemoteDataSource` for tests: no network, canned DTOs, call counts.
final class ScheduledNotificationRemoteDataSourceMock: ScheduledNotificationRemoteDataSource, @unchecked Sendable {
    /// What reads return; `save` replaces or appends, `delete` removes.
    var items: [ScheduledNotificationDTO] = []
    /// When set, every method counts its call and then throws it.
    var error: NetworkError?
    private(set) var savedItems: [ScheduledNotificationDTO] = []
    private(set) var saveScheduledNotificationCallCount = 0
    private(set) var fetchScheduledNotificationCallCount = 0
    private(set) var fetchAllScheduledNotificationsCallCount = 0
    private(set) var deleteScheduledNotificationCallCount = 0
    private(set) var fetchEnabledCallCount = 0
    var fetchEnabledResult: [ScheduledNotificationDTO] = []
    private(set) var fetchByTypeCallCount = 0
    var fetchByTypeResult: [ScheduledNotificationDTO] = []

    func saveScheduledNotification(_ dto: ScheduledNotificationDTO) async throws {
        saveScheduledNotificationCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == dto.id }
        items.append(dto)
        savedItems.append(dto)
    }

    func fetchScheduledNotification(id: Int) async throws -> ScheduledNotificationDTO {
        fetchScheduledNotificationCallCount += 1
        if let error { throw error }
        guard let item = items.first(where: { $0.id == id }) else { throw NetworkError.notFound }
        return item
    }

    func fetchAllScheduledNotifications() async throws -> [ScheduledNotificationDTO] {
        fetchAllScheduledNotificationsCallCount += 1
        if let error { throw error }
        return items
    }

    func deleteScheduledNotification(id: Int) async throws {
        deleteScheduledNotificationCallCount += 1
        if let error { throw error }
        items.removeAll { $0.id == id }
    }

    func fetchEnabled() async throws -> [ScheduledNotificationDTO] {
        fetchEnabledCallCount += 1
        if let error { throw error }
        return fetchEnabledResult
    }

    func fetchByType(type: NotificationType) async throws -> [ScheduledNotificationDTO] {
        fetchByTypeCallCount += 1
        if let error { throw error }
        return fetchByTypeResult
    }
}
