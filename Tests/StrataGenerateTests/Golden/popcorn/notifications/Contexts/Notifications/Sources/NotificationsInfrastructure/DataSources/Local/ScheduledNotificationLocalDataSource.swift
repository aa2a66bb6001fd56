import Foundation
import NotificationsDomain
import NotificationsAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
/// Pages and query results are stored lists: ids in order under a key (`page:2`), read back through
/// the stored items (`nil` when no list is stored or it is too old; deleted items drop out).
protocol ScheduledNotificationLocalDataSource: Sendable {
    func fetchScheduledNotification(id: Int) async throws -> ScheduledNotification?
    func fetchAllScheduledNotifications() async throws -> [ScheduledNotification]
    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) async throws
    func deleteScheduledNotification(id: Int) async throws
    func fetchScheduledNotificationList(key: String) async throws -> [ScheduledNotification]?
    func saveScheduledNotificationList(_ scheduledNotifications: [ScheduledNotification], key: String) async throws
    func deleteScheduledNotificationLists() async throws
}
