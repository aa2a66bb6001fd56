import Foundation

/// The wire shape of `ScheduledNotification`: what the API sends and receives.
struct ScheduledNotificationDTO: Codable, Equatable, Sendable {
    let id: String
    let type: String
    let scheduledTime: Date
    let title: String
    let body: String
    let isEnabled: Bool?
    let repeatInterval: String?

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case scheduledTime
        case title
        case body
        case isEnabled
        case repeatInterval
    }
}

// MARK: - Domain Mapping

extension ScheduledNotificationDTO {
    func toDomain() -> ScheduledNotification {
        ScheduledNotification(
            id: id,
            type: NotificationType(rawValue: type) ?? .workoutReminder,
            scheduledTime: scheduledTime,
            title: title,
            body: body,
            isEnabled: isEnabled ?? true,
            repeatInterval: repeatInterval.flatMap { RepeatInterval(rawValue: $0) }
        )
    }

    static func fromDomain(_ scheduledNotification: ScheduledNotification) -> ScheduledNotificationDTO {
        ScheduledNotificationDTO(
            id: scheduledNotification.id,
            type: scheduledNotification.type.rawValue,
            scheduledTime: scheduledNotification.scheduledTime,
            title: scheduledNotification.title,
            body: scheduledNotification.body,
            isEnabled: scheduledNotification.isEnabled,
            repeatInterval: scheduledNotification.repeatInterval?.rawValue
        )
    }
}
