import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `ScheduledNotification`; `cachedAt` says how old the copy is.
@Model
final class ScheduledNotificationModel {
    @Attribute(.unique) var scheduledNotificationID: UUID
    var type: String?
    var scheduledTime: Date
    var title: String
    var body: String
    var isEnabled: Bool
    var repeatInterval: String?
    var cachedAt: Date

    init(
        scheduledNotificationID: UUID,
        type: String? = nil,
        scheduledTime: Date,
        title: String,
        body: String,
        isEnabled: Bool,
        repeatInterval: String? = nil,
        cachedAt: Date = .now
    ) {
        self.scheduledNotificationID = scheduledNotificationID
        self.type = type
        self.scheduledTime = scheduledTime
        self.title = title
        self.body = body
        self.isEnabled = isEnabled
        self.repeatInterval = repeatInterval
        self.cachedAt = cachedAt
    }
}
#endif
