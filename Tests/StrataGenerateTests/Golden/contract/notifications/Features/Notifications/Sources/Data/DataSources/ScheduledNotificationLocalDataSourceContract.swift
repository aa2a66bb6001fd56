import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol ScheduledNotificationLocalDataSourceContract: Sendable {
    func fetchScheduledNotification(id: Int) async throws -> ScheduledNotification?
    func fetchAllScheduledNotifications() async throws -> [ScheduledNotification]
    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) async throws
    func deleteScheduledNotification(id: Int) async throws
}
