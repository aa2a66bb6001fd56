import Foundation
#if canImport(SwiftData)
import SwiftData

/// `ScheduledNotificationLocalDataSource` over SwiftData, on its own model actor.
@ModelActor
actor SwiftDataScheduledNotificationLocalDataSource: ScheduledNotificationLocalDataSource {
    private let mapper = ScheduledNotificationModelMapper()

    func fetchScheduledNotification(id: UUID) throws -> ScheduledNotification? {
        try modelContext.fetch(descriptor(id)).first.map(mapper.map)
    }

    func fetchAllScheduledNotifications() throws -> [ScheduledNotification] {
        try modelContext.fetch(FetchDescriptor<ScheduledNotificationModel>(sortBy: [SortDescriptor(\.cachedAt)])).map(mapper.map)
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

    func deleteScheduledNotification(id: UUID) throws {
        for stored in try modelContext.fetch(descriptor(id)) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: UUID) -> FetchDescriptor<ScheduledNotificationModel> {
        var descriptor = FetchDescriptor<ScheduledNotificationModel>(predicate: #Predicate { $0.scheduledNotificationID == id })
        descriptor.fetchLimit = 1
        return descriptor
    }
}
#endif
