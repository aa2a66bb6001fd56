import Foundation

protocol CacheManagerProtocol: Sendable {
    func get(key: String) async -> (any Sendable)?
    func set(_ value: any Sendable, for key: String) async
    func remove(key: String) async
}

/// In-memory cache with a time-to-live per entry.
actor CacheManager {

    // MARK: Private Properties

    private struct Entry {
        let value: any Sendable
        let expiresAt: Date
    }

    private var storage: [String: Entry] = [:]
    private let timeToLive: TimeInterval

    // MARK: Initialization

    init(timeToLive: TimeInterval = 300) {
        self.timeToLive = timeToLive
    }
}

// MARK: - CacheManagerProtocol

extension CacheManager: CacheManagerProtocol {
    func get(key: String) -> (any Sendable)? {
        guard let entry = storage[key] else {
            return nil
        }
        guard entry.expiresAt > Date() else {
            storage[key] = nil
            return nil
        }
        return entry.value
    }

    func set(_ value: any Sendable, for key: String) {
        storage[key] = Entry(value: value, expiresAt: Date().addingTimeInterval(timeToLive))
    }

    func remove(key: String) {
        storage[key] = nil
    }
}
