import Foundation

/// Data access for `ScheduledNotification`; implemented in the Data layer.
public protocol ScheduledNotificationRepository: Sendable {
    /// Inserts or replaces the ScheduledNotification.
    func save(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError)
    /// The ScheduledNotification with this id, or `nil` when there is none.
    func fetch(id: Int) async throws(NotificationsError) -> ScheduledNotification?
    /// Every stored ScheduledNotification.
    func fetchAll() async throws(NotificationsError) -> [ScheduledNotification]
    /// Removes the ScheduledNotification.
    func delete(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError)
    /// The notifications that are switched on.
    func fetchEnabled() async throws(NotificationsError) -> [ScheduledNotification]
    /// The notifications of one type.
    func fetchByType(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification]
}
