import Foundation
@testable import Notifications

/// In-memory `ScheduledNotificationRepository` for tests: keeps items in a store, counts calls, records arguments.
final class MockScheduledNotificationRepository: ScheduledNotificationRepository, @unchecked Sendable {
    /// What reads return and writes change.
    var scheduledNotifications: [ScheduledNotification] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: NotificationsError?
    var fetchEnabledResult: [ScheduledNotification] = []
    var fetchByTypeResult: [ScheduledNotification] = []

    private(set) var saveCallCount = 0
    var saveError: NotificationsError?
    private(set) var lastSaveScheduledNotification: ScheduledNotification?
    private(set) var fetchScheduledNotificationCallCount = 0
    var fetchScheduledNotificationError: NotificationsError?
    private(set) var lastFetchScheduledNotificationID: String?
    private(set) var fetchAllCallCount = 0
    var fetchAllError: NotificationsError?
    private(set) var deleteCallCount = 0
    var deleteError: NotificationsError?
    private(set) var lastDeleteID: String?
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

    func fetchScheduledNotification(id: String) async throws -> ScheduledNotification? {
        fetchScheduledNotificationCallCount += 1
        lastFetchScheduledNotificationID = id
        if let error = fetchScheduledNotificationError ?? error { throw error }
        return scheduledNotifications.first { $0.id == id }
    }

    func fetchAll() async throws -> [ScheduledNotification] {
        fetchAllCallCount += 1
        if let error = fetchAllError ?? error { throw error }
        return scheduledNotifications
    }

    func delete(id: String) async throws {
        deleteCallCount += 1
        lastDeleteID = id
        if let error = deleteError ?? error { throw error }
        scheduledNotifications.removeAll { $0.id == id }
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
