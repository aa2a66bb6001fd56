import Foundation
#if canImport(SwiftData)

/// Maps `ScheduledNotificationEntity` to `ScheduledNotification`, creates one from a `ScheduledNotification`, and updates a stored one in place.
struct ScheduledNotificationEntityMapper {
    func map(_ entity: ScheduledNotificationEntity) -> ScheduledNotification {
        ScheduledNotification(
            id: entity.scheduledNotificationID,
            type: entity.type.flatMap { NotificationType(rawValue: $0) } ?? .workoutReminder,
            scheduledTime: entity.scheduledTime,
            title: entity.title,
            body: entity.body,
            isEnabled: entity.isEnabled,
            repeatInterval: entity.repeatInterval.flatMap { RepeatInterval(rawValue: $0) }
        )
    }

    func map(_ domain: ScheduledNotification) -> ScheduledNotificationEntity {
        ScheduledNotificationEntity(
            scheduledNotificationID: domain.id,
            type: domain.type.rawValue,
            scheduledTime: domain.scheduledTime,
            title: domain.title,
            body: domain.body,
            isEnabled: domain.isEnabled,
            repeatInterval: domain.repeatInterval?.rawValue
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: ScheduledNotification, to entity: ScheduledNotificationEntity) {
        entity.type = domain.type.rawValue
        entity.scheduledTime = domain.scheduledTime
        entity.title = domain.title
        entity.body = domain.body
        entity.isEnabled = domain.isEnabled
        entity.repeatInterval = domain.repeatInterval?.rawValue
        entity.cachedAt = .now
    }
}
#endif
