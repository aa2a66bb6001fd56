import Foundation
@testable import Notifications

/// In-memory `ScheduledNotificationRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockScheduledNotificationRepository: ScheduledNotificationRepository {
    /// What reads return and writes change.
    var scheduledNotifications: [ScheduledNotification] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: NotificationsError?
    var fetchEnabledResult: [ScheduledNotification] = []
    var fetchByTypeResult: [ScheduledNotification] = []

    private(set) var saveCallCount = 0
    var saveError: NotificationsError?
    private(set) var lastSaveScheduledNotification: ScheduledNotification?
    private(set) var fetchCallCount = 0
    var fetchError: NotificationsError?
    private(set) var lastFetchID: UUID?
    private(set) var fetchAllCallCount = 0
    var fetchAllError: NotificationsError?
    private(set) var deleteCallCount = 0
    var deleteError: NotificationsError?
    private(set) var lastDeleteScheduledNotification: ScheduledNotification?
    private(set) var fetchEnabledCallCount = 0
    var fetchEnabledError: NotificationsError?
    private(set) var fetchByTypeCallCount = 0
    var fetchByTypeError: NotificationsError?
    private(set) var lastFetchByType: NotificationType?

    func save(_ scheduledNotification: ScheduledNotification) async throws {
        saveCallCount += 1
        lastSaveScheduledNotification = scheduledNotification
        if let error = saveError ?? error { throw error }
        if let index = scheduledNotifications.firstIndex(where: { $0.id == scheduledNotification.id }) {
            scheduledNotifications[index] = scheduledNotification
        } else {
            scheduledNotifications.append(scheduledNotification)
        }
    }

    func fetch(id: UUID) async throws -> ScheduledNotification? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return scheduledNotifications.first { $0.id == id }
    }

    func fetchAll() async throws -> [ScheduledNotification] {
        fetchAllCallCount += 1
        if let error = fetchAllError ?? error { throw error }
        return scheduledNotifications
    }

    func delete(_ scheduledNotification: ScheduledNotification) async throws {
        deleteCallCount += 1
        lastDeleteScheduledNotification = scheduledNotification
        if let error = deleteError ?? error { throw error }
        scheduledNotifications.removeAll { $0.id == scheduledNotification.id }
    }

    func fetchEnabled() async throws -> [ScheduledNotification] {
        fetchEnabledCallCount += 1
        if let error = fetchEnabledError ?? error { throw error }
        return fetchEnabledResult
    }

    func fetchByType(type: NotificationType) async throws -> [ScheduledNotification] {
        fetchByTypeCallCount += 1
        lastFetchByType = type
        if let error = fetchByTypeError ?? error { throw error }
        return fetchByTypeResult
    }
}
