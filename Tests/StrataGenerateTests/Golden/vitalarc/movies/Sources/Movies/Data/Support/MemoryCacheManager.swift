import Foundation

/// Values kept in memory for a limited time, by key; safe to share between tasks.
actor MemoryCacheManager<Value: Sendable> {
    private var entries: [String: (value: Value, storedAt: Date)] = [:]
    private let timeToLive: TimeInterval

    /// - Parameter timeToLive: seconds a value stays valid.
    init(timeToLive: TimeInterval = 300) {
        self.timeToLive = timeToLive
    }

    func value(for key: String) -> Value? {
        guard let entry = entries[key] else {
            return nil
        }
        guard Date().timeIntervalSince(entry.storedAt) <= timeToLive else {
            entries[key] = nil
            return nil
        }
        return entry.value
    }

    func set(_ value: Value, for key: String) {
        entries[key] = (value, Date())
    }

    func remove(_ key: String) {
        entries[key] = nil
    }

    /// Called after every write: lists and pages may all have changed.
    func removeAll() {
        entries.removeAll()
    }
}
