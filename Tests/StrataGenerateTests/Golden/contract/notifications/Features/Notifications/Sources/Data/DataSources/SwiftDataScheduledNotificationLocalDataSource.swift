import Foundation
#if canImport(SwiftData)
import SwiftData

/// `ScheduledNotificationLocalDataSourceContract` over SwiftData, on its own model actor; rows older than `maxAge` are
/// not read. The actor is what `@ModelActor` writes, with `maxAge` added to its initializer.
actor SwiftDataScheduledNotificationLocalDataSource: ScheduledNotificationLocalDataSourceContract, ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    private let mapper = ScheduledNotificationEntityMapper()
    private let maxAge: TimeInterval?

    init(modelContainer: ModelContainer, maxAge: TimeInterval? = nil) {
        modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
        self.maxAge = maxAge
    }

    func fetchScheduledNotification(id: Int) throws -> ScheduledNotification? {
        try modelContext.fetch(descriptor(id, cachedSince: oldestFresh)).first.map(mapper.map)
    }

    func fetchAllScheduledNotifications() throws -> [ScheduledNotification] {
        let oldest = oldestFresh
        let descriptor = FetchDescriptor<ScheduledNotificationEntity>(
            predicate: #Predicate { $0.cachedAt >= oldest }, sortBy: [SortDescriptor(\.cachedAt)]
        )
        return try modelContext.fetch(descriptor).map(mapper.map)
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

    func fetchScheduledNotificationList(key: String) throws -> [ScheduledNotification]? {
        let oldest = oldestFresh
        guard let list = try modelContext.fetch(listDescriptor(key, cachedSince: oldest)).first else { return nil }
        let ids = list.ids
        let rows = try modelContext.fetch(FetchDescriptor<ScheduledNotificationEntity>(
            predicate: #Predicate { ids.contains($0.scheduledNotificationID) && $0.cachedAt >= oldest }
        ))
        let byID = Dictionary(rows.map { ($0.scheduledNotificationID, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }.map(mapper.map)
    }

    func saveScheduledNotificationList(_ scheduledNotifications: [ScheduledNotification], key: String) throws {
        try saveScheduledNotifications(scheduledNotifications)
        let ids = scheduledNotifications.map(\.id)
        if let stored = try modelContext.fetch(listDescriptor(key)).first {
            stored.ids = ids
            stored.cachedAt = .now
        } else {
            modelContext.insert(ScheduledNotificationStoredListEntity(key: key, ids: ids))
        }
        try modelContext.save()
    }

    func deleteScheduledNotificationLists() throws {
        for stored in try modelContext.fetch(FetchDescriptor<ScheduledNotificationStoredListEntity>()) {
            modelContext.delete(stored)
        }
        try modelContext.save()
    }

    private func descriptor(_ id: Int, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<ScheduledNotificationEntity> {
        var descriptor = FetchDescriptor<ScheduledNotificationEntity>(predicate: #Predicate { $0.scheduledNotificationID == id && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    private func listDescriptor(_ key: String, cachedSince oldest: Date = .distantPast) -> FetchDescriptor<ScheduledNotificationStoredListEntity> {
        var descriptor = FetchDescriptor<ScheduledNotificationStoredListEntity>(predicate: #Predicate { $0.key == key && $0.cachedAt >= oldest })
        descriptor.fetchLimit = 1
        return descriptor
    }

    /// Rows cached before this are too old: `maxAge` seconds ago, or never without a `maxAge`.
    private var oldestFresh: Date {
        maxAge.map { Date().addingTimeInterval(-$0) } ?? .distantPast
    }
}
#endif
