import Foundation

/// A reminder shown to the user at a set time.
struct ScheduledNotification: Identifiable, Equatable, Sendable {
    let id: Int
    let type: NotificationType
    var scheduledTime: Date
    var title: String
    var body: String
    var isEnabled: Bool
    var repeatInterval: RepeatInterval?

    init(
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
