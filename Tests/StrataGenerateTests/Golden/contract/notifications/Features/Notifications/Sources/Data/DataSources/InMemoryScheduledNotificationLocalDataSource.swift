import Foundation

/// Keeps `ScheduledNotification` values in memory: for tests, previews and platforms without SwiftData.
actor InMemoryScheduledNotificationLocalDataSource: ScheduledNotificationLocalDataSourceContract {
    private var entries: [Int: (value: ScheduledNotification, cachedAt: Date)] = [:]
    private var order: [Int] = []
    private var lists: [String: (ids: [Int], cachedAt: Date)] = [:]
    private let maxAge: TimeInterval?

    init(maxAge: TimeInterval? = nil) {
        self.maxAge = maxAge
    }

    func fetchScheduledNotification(id: Int) -> ScheduledNotification? {
        guard let entry = entries[id], isFresh(entry.cachedAt) else { return nil }
        return entry.value
    }

    func fetchAllScheduledNotifications() -> [ScheduledNotification] {
        order.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification]) {
        saveScheduledNotifications(scheduledNotifications, cachedAt: Date())
    }

    /// Keeps values as if they were fetched at `cachedAt` (tests age them to check `maxAge`).
    func saveScheduledNotifications(_ scheduledNotifications: [ScheduledNotification], cachedAt: Date) {
        for scheduledNotification in scheduledNotifications {
            if entries[scheduledNotification.id] == nil { order.append(scheduledNotification.id) }
            entries[scheduledNotification.id] = (scheduledNotification, cachedAt)
        }
    }

    func deleteScheduledNotification(id: Int) {
        entries[id] = nil
        order.removeAll { $0 == id }
    }

    func fetchScheduledNotificationList(key: String) -> [ScheduledNotification]? {
        guard let list = lists[key], isFresh(list.cachedAt) else { return nil }
        return list.ids.compactMap { entries[$0] }.filter { isFresh($0.cachedAt) }.map(\.value)
    }

    func saveScheduledNotificationList(_ scheduledNotifications: [ScheduledNotification], key: String) {
        saveScheduledNotificationList(scheduledNotifications, key: key, cachedAt: Date())
    }

    /// Keeps the items and their order as if they were fetched at `cachedAt`.
    func saveScheduledNotificationList(_ scheduledNotifications: [ScheduledNotification], key: String, cachedAt: Date) {
        saveScheduledNotifications(scheduledNotifications, cachedAt: cachedAt)
        lists[key] = (scheduledNotifications.map(\.id), cachedAt)
    }

    func deleteScheduledNotificationLists() {
        lists.removeAll()
    }

    private func isFresh(_ cachedAt: Date) -> Bool {
        guard let maxAge else { return true }
        return Date().timeIntervalSince(cachedAt) <= maxAge
    }
}
