import Foundation
import NotificationsDomain

/// The wire shape of `ScheduledNotification`: what the API sends and receives.
public struct ScheduledNotificationDTO: Codable, Equatable, Sendable {
    public let id: Int
    public let type: String
    public let scheduledTime: Date
    public let title: String
    public let body: String
    public let isEnabled: Bool?
    public let repeatInterval: String?

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
