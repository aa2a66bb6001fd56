import Foundation
@testable import NotificationsDomain

/// In-memory `ScheduledNotificationRepository` for tests: keeps items in a store, counts calls, records arguments.
final class ScheduledNotificationRepositoryMock: ScheduledNotificationRepository, @unchecked Sendable {
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
    private(set) var lastFetchID: Int?
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

    func save(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) {
        saveCallCount += 1
        lastSaveScheduledNotification = scheduledNotification
        if let error = saveError ?? error { throw error }
        if let index = scheduledNotifications.firstIndex(where: { $0.id == scheduledNotification.id }) {
            scheduledNotifications[index] = scheduledNotification
        } else {
            scheduledNotifications.append(scheduledNotification)
        }
    }

    func fetch(id: Int) async throws(NotificationsError) -> ScheduledNotification? {
        fetchCallCount += 1
        lastFetchID = id
        if let error = fetchError ?? error { throw error }
        return scheduledNotifications.first { $0.id == id }
    }

    func fetchAll() async throws(NotificationsError) -> [ScheduledNotification] {
        fetchAllCallCount += 1
        if let error = fetchAllError ?? error { throw error }
        return scheduledNotifications
    }

    func delete(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError) {
        deleteCallCount += 1
        lastDeleteScheduledNotification = scheduledNotification
        if let error = deleteError ?? error { throw error }
        scheduledNotifications.removeAll { $0.id == scheduledNotification.id }
    }

    func fetchEnabled() async throws(NotificationsError) -> [ScheduledNotification] {
        fetchEnabledCallCount += 1
        if let error = fetchEnabledError ?? error { throw error }
        return fetchEnabledResult
    }

    func fetchByType(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification] {
        fetchByTypeCallCount += 1
        lastFetchByType = type
        if let error = fetchByTypeError ?? error { throw error }
        return fetchByTypeResult
    }
}
