import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol ScheduledNotificationLocalDataSourceProtocol: Sendable {
    func fetchScheduledNotification(id: UUID) async throws -> ScheduledNotification?
    func fetchAllScheduledNotifications() async throws -> [ScheduledNotification]
    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) async throws
    func deleteScheduledNotification(id: UUID) async throws
}
