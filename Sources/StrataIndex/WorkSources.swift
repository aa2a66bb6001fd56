import Foundation

/// Where `ParallelMap` workers take their next chunk of items from; `nil` when there is no more.
protocol WorkSource: Sendable {
    associatedtype Item: Sendable
    /// May block (on worker threads only) until items are available. `start` numbers the chunk's
    /// first item, so results can be put back in order.
    func nextChunk() -> (start: Int, items: ArraySlice<Item>)?
}

/// A fixed array handed out in small chunks to whichever worker asks first.
final class ArraySource<Item: Sendable>: WorkSource, @unchecked Sendable {
    private let items: [Item]
    private let chunkSize: Int
    private let lock = NSLock()
    private var next = 0  // guarded by `lock`

    init(_ items: [Item], chunkSize: Int) {
        self.items = items
        self.chunkSize = max(1, chunkSize)
    }

    func nextChunk() -> (start: Int, items: ArraySlice<Item>)? {
        lock.lock()
        defer { lock.unlock() }
        guard next < items.count else { return nil }
        let start = next
        next = min(next + chunkSize, items.count)
        return (start, items[start..<next])
    }
}

/// Files as the walk finds them. In a cold run workers parse the first folder's files while the
/// walk goes on, so discovery costs no time of its own; a warm run takes them all at the end.
final class FileFeed: WorkSource, @unchecked Sendable {
    private let condition = NSCondition()
    private let chunkSize: Int
    private var files: [DiscoveredFile] = []  // guarded by `condition`, as are the next three
    private var next = 0
    private var isFinished = false
    private var finishWaiters: [CheckedContinuation<[DiscoveredFile], Never>] = []

    init(chunkSize: Int = 16) {
        self.chunkSize = chunkSize
    }

    func add(_ batch: [DiscoveredFile]) {
        guard !batch.isEmpty else { return }
        condition.lock()
        files += batch
        condition.broadcast()
        condition.unlock()
    }

    /// No more files will come.
    func finish() {
        condition.lock()
        isFinished = true
        let waiters = finishWaiters
        finishWaiters = []
        let all = files
        condition.broadcast()
        condition.unlock()
        for waiter in waiters { waiter.resume(returning: all) }
    }

    /// Every file, in the walk's order, once the walk is over (for callers that want them all at once).
    func allFiles() async -> [DiscoveredFile] {
        await withCheckedContinuation { continuation in
            condition.lock()
            if isFinished {
                let all = files
                condition.unlock()
                continuation.resume(returning: all)
            } else {
                finishWaiters.append(continuation)
                condition.unlock()
            }
        }
    }

    func nextChunk() -> (start: Int, items: ArraySlice<DiscoveredFile>)? {
        condition.lock()
        defer { condition.unlock() }
        while next == files.count, !isFinished { condition.wait() }
        guard next < files.count else { return nil }
        let start = next
        next = min(next + chunkSize, files.count)
        return (start, files[start..<next])
    }
}
