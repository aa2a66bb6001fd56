import Foundation

/// Data access for `ScheduledNotification`; implemented in the Data layer.
protocol ScheduledNotificationRepository: Sendable {
    /// Inserts or replaces the ScheduledNotification.
    func save(_ scheduledNotification: ScheduledNotification) async throws
    /// The ScheduledNotification with this id, or `nil` when there is none.
    func fetchScheduledNotification(id: String) async throws -> ScheduledNotification?
    /// Every stored ScheduledNotification.
    func fetchAll() async throws -> [ScheduledNotification]
    /// Removes the ScheduledNotification.
    func delete(id: String) async throws
    /// The notifications that are switched on.
    func fetchEnabled() async throws -> [ScheduledNotification]
    /// The notifications of one type.
    func fetchByType(type: NotificationType) async throws -> [ScheduledNotification]
}
