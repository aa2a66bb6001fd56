import Foundation

/// The wire shape of `ScheduledNotification`: what the API sends and receives.
struct ScheduledNotificationDTO: Codable, Equatable, Sendable {
    let id: Int
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
