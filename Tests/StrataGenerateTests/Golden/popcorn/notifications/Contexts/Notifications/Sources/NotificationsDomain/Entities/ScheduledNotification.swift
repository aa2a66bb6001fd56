import Foundation

/// A reminder shown to the user at a set time.
public struct ScheduledNotification: Identifiable, Equatable, Sendable {
    public let id: Int
    public let type: NotificationType
    public let scheduledTime: Date
    public let title: String
    public let body: String
    public let isEnabled: Bool
    public let repeatInterval: RepeatInterval?

    public init(
        id: Int,
        type: NotificationType,
        scheduledTime: Date,
        title: String,
        body: String,
        isEnabled: Bool = true,
        repeatInterval: RepeatInterval? = nil
    ) {
        self.id = id
        self.type = type
        self.scheduledTime = scheduledTime
        self.title = title
        self.body = body
        self.isEnabled = isEnabled
        self.repeatInterval = repeatInterval
    }
}
