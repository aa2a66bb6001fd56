import Foundation
@testable import Notifications

/// In-memory `ScheduledNotificationRepositoryProtocol` for tests: keeps items in a store, counts calls, records arguments.
final class MockScheduledNotificationRepository: ScheduledNotificationRepositoryProtocol, @unchecked Sendable {
    /// What reads return and writes change.
    var scheduledNotifications: [ScheduledNotification] = []
    /// When set, every method records its call and then throws this error; each method's own `…Error` fails it alone.
    var error: NotificationsError?
    var fetchEnabledResult: [ScheduledNotification] = []
    var fetchByTypeResult: [ScheduledNotification] = []

    private(set) var saveScheduledNotificationCallCount = 0
    var saveScheduledNotificationError: NotificationsError?
    private(set) var lastSaveScheduledNotification: ScheduledNotification?
    private(set) var getScheduledNotificationCallCount = 0
    var getScheduledNotificationError: NotificationsError?
    private(set) var lastGetScheduledNotificationID: UUID?
    private(set) var getAllScheduledNotificationsCallCount = 0
    var getAllScheduledNotificationsError: NotificationsError?
    private(set) var deleteScheduledNotificationCallCount = 0
    var deleteScheduledNotificationError: NotificationsError?
    private(set) var lastDeleteScheduledNotificationID: UUID?
    private(set) var fetchEnabledCallCount = 0
    var fetchEnabledError: NotificationsError?
    private(set) var fetchByTypeCallCount = 0
    var fetchByTypeError: NotificationsError?
    private(set) var lastFetchByType: NotificationType?

    func saveScheduledNotification(_ scheduledNotification: ScheduledNotification) async throws {
        saveScheduledNotificationCallCount += 1
        lastSaveScheduledNotification = scheduledNotification
        if let error = saveScheduledNotificationError ?? error { throw error }
        if let index = scheduledNotifications.firstIndex(where: { $0.id == scheduledNotification.id }) {
            scheduledNotifications[index] = scheduledNotification
        } else {
            scheduledNotifications.append(scheduledNotification)
        }
    }

    func getScheduledNotification(by id: UUID) async throws -> ScheduledNotification? {
        getScheduledNotificationCallCount += 1
        lastGetScheduledNotificationID = id
        if let error = getScheduledNotificationError ?? error { throw error }
        return scheduledNotifications.first { $0.id == id }
    }

    func getAllScheduledNotifications() async throws -> [ScheduledNotification] {
        getAllScheduledNotificationsCallCount += 1
        if let error = getAllScheduledNotificationsError ?? error { throw error }
        return scheduledNotifications
    }

    func deleteScheduledNotification(by id: UUID) async throws {
        deleteScheduledNotificationCallCount += 1
        lastDeleteScheduledNotificationID = id
        if let error = deleteScheduledNotificationError ?? error { throw error }
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
