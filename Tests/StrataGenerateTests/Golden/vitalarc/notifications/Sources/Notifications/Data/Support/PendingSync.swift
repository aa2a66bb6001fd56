import Foundation

/// Writes saved locally (offline-first) that still have to reach the remote source.
///
/// Uploads run one synchronisation at a time, in the order they were queued; a failed upload stays
/// queued for the next `synchronize()`. A newer write of the same item replaces the older one.
actor PendingSync {
    typealias Upload = @Sendable () async throws -> Void

    private var queue: [(id: Int, key: String, upload: Upload)] = []
    private var nextID = 0
    private var running: Task<Void, Never>?

    var count: Int { queue.count }

    func enqueue(_ key: String, _ upload: @escaping Upload) {
        queue.removeAll { $0.key == key }
        nextID += 1
        queue.append((nextID, key, upload))
    }

    /// Tries every queued upload once; returns when this and any earlier synchronisation are done.
    func synchronize() async {
        let previous = running
        let task = Task {
            await previous?.value
            await self.drain()
        }
        running = task
        await task.value
    }

    private func drain() async {
        for entry in queue {
            do {
                try await entry.upload()
                queue.removeAll { $0.id == entry.id }
            } catch {
                continue
            }
        }
    }
}
