import Foundation
import NotificationsDomain
import NotificationsAdapters
#if canImport(SwiftData)
import SwiftData

/// `ScheduledNotificationLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataScheduledNotificationLocalDataSource: ScheduledNotificationLocalDataSource {
    private let mapper = ScheduledNotificationEntityMapper()

    func fetchScheduledNotification(id: Int) throws -> ScheduledNotification? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllScheduledNotifications() throws -> [ScheduledNotification] {
        try modelContext.fetch(FetchDescriptor<NotificationsScheduledNotificationEntity>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
    }

    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) throws {
        for scheduledNotification in scheduledNotifications {
            if let stored = try modelContext.fetch(descriptor(scheduledNotification.id)).first {
                mapper.map(scheduledNotification, to: stored)
            } else {
                modelContext.insert(mapper.map(scheduledNotification))
            }
        }
        try modelContext.save()
    }

    func deleteScheduledNotification(id: Int) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int) -> FetchDescriptor<NotificationsScheduledNotificationEntity> {
        var descriptor = FetchDescriptor<NotificationsScheduledNotificationEntity>(predicate: #Predicate { $0.scheduledNotificationID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
