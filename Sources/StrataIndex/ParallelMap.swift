import Foundation

/// Runs `transform` over `items` on `concurrency` workers; results keep input order.
///
/// A `TaskGroup` of one task per worker; each worker takes small chunks from a shared queue until
/// none are left, so all cores stay busy to the end however uneven the items are. With
/// `stackBytes`, each worker runs on a `DeepStackThread` (parsing: deeply nested input cannot
/// overflow a pool thread's stack), one thread per worker rather than per chunk. Each worker owns
/// a `State` (a reusable read buffer), so the transform allocates nothing per item.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable, State>(
        _ items: [Item], concurrency: Int, stackBytes: Int?, state makeState: @escaping @Sendable () -> State,
        transform: @escaping @Sendable (Item, inout State) -> Result
    ) async -> [Result] {
        guard !items.isEmpty else { return [] }
        let workers = min(max(1, concurrency), items.count)
        let chunkSize = max(1, min(32, items.count / (workers * 8)))
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        let queue = ChunkQueue(count: chunks.count)
        @Sendable func work() -> [(Int, [Result])] {
            var state = makeState()
            var done: [(Int, [Result])] = []
            while let index = queue.next() {
                done.append((index, items[chunks[index]].map { transform($0, &state) }))
            }
            return done
        }
        return await withTaskGroup(of: [(Int, [Result])].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    guard let stackBytes else { return work() }
                    return await DeepStackThread.run(stackBytes: stackBytes, work)
                }
            }
            var results = [[Result]](repeating: [], count: chunks.count)
            for await done in group {
                for (index, chunk) in done { results[index] = chunk }
            }
            return results.flatMap { $0 }
        }
    }
}

/// Hands out chunk numbers 0, 1, 2… to whichever worker asks first.
private final class ChunkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var nextIndex = 0  // guarded by `lock`

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}
