import Foundation

/// Keeps `ScheduledNotification` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryScheduledNotificationLocalDataSource: ScheduledNotificationLocalDataSource {
    private var entries: [String: (value: ScheduledNotification, cachedAt: Date)] = [:]
    private var order: [String] = []
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchScheduledNotification(id: String) -> ScheduledNotification? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllScheduledNotifications() -> [ScheduledNotification] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) {
        for scheduledNotification in scheduledNotifications {
            if entries[scheduledNotification.id] == nil { order.append(scheduledNotification.id) }
            entries[scheduledNotification.id] = (scheduledNotification, Date())
        }
    }

    func deleteScheduledNotification(id: String) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
