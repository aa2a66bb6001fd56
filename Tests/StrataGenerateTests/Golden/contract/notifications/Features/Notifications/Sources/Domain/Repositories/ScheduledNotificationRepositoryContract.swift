import Foundation

/// Data access for `ScheduledNotification`; implemented in the Data layer.
protocol ScheduledNotificationRepositoryContract: Sendable {
    /// Inserts or replaces the ScheduledNotification.
    func saveScheduledNotification(_ scheduledNotification: ScheduledNotification) async throws(NotificationsError)
    /// The ScheduledNotification with this id, or `nil` when there is none.
    func getScheduledNotification(
        identifier: Int,
        cachePolicy: CachePolicy
    ) async throws(NotificationsError) -> ScheduledNotification?
    /// Every stored ScheduledNotification.
    func getAllScheduledNotifications() async throws(NotificationsError) -> [ScheduledNotification]
    /// Removes the ScheduledNotification.
    func deleteScheduledNotification(identifier: Int) async throws(NotificationsError)
    /// The notifications that are switched on.
    func fetchEnabled() async throws(NotificationsError) -> [ScheduledNotification]
    /// The notifications of one type.
    func fetchByType(type: NotificationType) async throws(NotificationsError) -> [ScheduledNotification]
}
