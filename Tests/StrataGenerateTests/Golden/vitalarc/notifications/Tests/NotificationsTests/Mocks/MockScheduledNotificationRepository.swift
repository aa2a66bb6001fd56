import Foundation
@testable import Notifications

/// In-memory `ScheduledNotificationRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockScheduledNotificationRepository: ScheduledNotificationRepository {
    /// What reads return and writes change.
    var scheduledNotifications: [ScheduledNotification] = []
    /// When set, every method records its call and then throws this error.
    var error: NotificationsError?
    var fetchEnabledResult: [ScheduledNotification] = []
    var fetchByTypeResult: [ScheduledNotification] = []

    private(set) var saveCallCount = 0
    private(set) var lastSaveScheduledNotification: ScheduledNotification?
    private(set) var fetchCallCount = 0
    private(set) var lastFetchID: UUID?
    private(set) var fetchAllCallCount = 0
    private(set) var deleteCallCount = 0
    private(set) var lastDeleteScheduledNotification: ScheduledNotification?
    private(set) var fetchEnabledCallCount = 0
    private(set) var fetchByTypeCallCount = 0
    private(set) var lastFetchByType: NotificationType?

    func save(_ scheduledNotification: ScheduledNotification) async throws {
        saveCallCount += 1
        lastSaveScheduledNotification = scheduledNotification
        if let error { throw error }
        if let index = scheduledNotifications.firstIndex(where: { $0.id == scheduledNotification.id }) {
            scheduledNotifications[index] = scheduledNotification
        } else {
            scheduledNotifications.append(scheduledNotification)
        }
    }

    func fetch(id: UUID) async throws -> ScheduledNotification? {
        fetchCallCount += 1
        lastFetchID = id
        if let error { throw error }
        return scheduledNotifications.first { $0.id == id }
    }

    func fetchAll() async throws -> [ScheduledNotification] {
        fetchAllCallCount += 1
        if let error { throw error }
        return scheduledNotifications
    }

    func delete(_ scheduledNotification: ScheduledNotification) async throws {
        deleteCallCount += 1
        lastDeleteScheduledNotification = scheduledNotification
        if let error { throw error }
        scheduledNotifications.removeAll { $0.id == scheduledNotification.id }
    }

    func fetchEnabled() async throws -> [ScheduledNotification] {
        fetchEnabledCallCount += 1
        if let error { throw error }
        return fetchEnabledResult
    }

    func fetchByType(type: NotificationType) async throws -> [ScheduledNotification] {
        fetchByTypeCallCount += 1
        lastFetchByType = type
        if let error { throw error }
        return fetchByTypeResult
    }
}
