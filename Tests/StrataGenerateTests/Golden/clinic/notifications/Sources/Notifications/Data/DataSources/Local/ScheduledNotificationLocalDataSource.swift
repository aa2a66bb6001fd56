import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol ScheduledNotificationLocalDataSource: Sendable {
    func fetchScheduledNotification(id: String) async throws -> ScheduledNotification?
    func fetchAllScheduledNotifications() async throws -> [ScheduledNotification]
    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) async throws
    func deleteScheduledNotification(id: String) async throws
}
