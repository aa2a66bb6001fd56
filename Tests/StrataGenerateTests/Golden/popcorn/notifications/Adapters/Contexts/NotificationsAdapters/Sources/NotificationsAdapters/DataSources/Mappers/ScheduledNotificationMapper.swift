import Foundation
import NotificationsDomain

/// Maps `ScheduledNotificationDTO` to `ScheduledNotification` and back.
public struct ScheduledNotificationMapper: Sendable {
    public init() {}

    public func map(_ dto: ScheduledNotificationDTO) -> ScheduledNotification {
        ScheduledNotification(
            id: dto.id,
            type: NotificationType(rawValue: dto.type) ?? .workoutReminder,
            scheduledTime: dto.scheduledTime,
            title: dto.title,
            body: dto.body,
            isEnabled: dto.isEnabled ?? true,
            repeatInterval: dto.repeatInterval.flatMap { RepeatInterval(rawValue: $0) }
        )
    }

    public func map(_ domain: ScheduledNotification) -> ScheduledNotificationDTO {
        ScheduledNotificationDTO(
            id: domain.id,
            type: domain.type.rawValue,
            scheduledTime: domain.scheduledTime,
            title: domain.title,
            body: domain.body,
            isEnabled: domain.isEnabled,
            repeatInterval: domain.repeatInterval?.rawValue
        )
    }
}
