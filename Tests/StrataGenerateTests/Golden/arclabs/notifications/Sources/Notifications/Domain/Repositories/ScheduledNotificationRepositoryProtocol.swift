import Foundation

/// Data access for `ScheduledNotification`; implemented in the Data layer.
protocol ScheduledNotificationRepositoryProtocol: Sendable {
    /// Inserts or replaces the ScheduledNotification.
    func saveScheduledNotification(_ scheduledNotification: ScheduledNotification) async throws
    /// The ScheduledNotification with this id, or `nil` when there is none.
    func getScheduledNotification(by id: UUID) async throws -> ScheduledNotification?
    /// Every stored ScheduledNotification.
    func getAllScheduledNotifications() async throws -> [ScheduledNotification]
    /// Removes the ScheduledNotification.
    func deleteScheduledNotification(by id: UUID) async throws
    /// The notifications that are switched on.
    func fetchEnabled() async throws -> [ScheduledNotification]
    /// The notifications of one type.
    func fetchByType(type: NotificationType) async throws -> [ScheduledNotification]
}
