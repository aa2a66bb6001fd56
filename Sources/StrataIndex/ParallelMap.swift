/// Runs `transform` over `items` in chunks on at most `concurrency` tasks; results keep input order.
///
/// Chunks amortise task (and thread) overhead over many small files while staying small enough
/// that one huge file does not leave the other cores idle at the end. Each chunk runs on a
/// `DeepStackThread`, so deeply nested input cannot overflow a pool thread's stack.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], concurrency: Int, transform: @escaping @Sendable (Item) -> Result
    ) async -> [Result] {
        guard !items.isEmpty else { return [] }
        let workers = max(1, concurrency)
        let chunkSize = min(32, max(1, items.count / (workers * 16)))
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        return await withTaskGroup(of: (Int, [Result]).self) { group in
            var results = [[Result]](repeating: [], count: chunks.count)
            var next = 0
            func addNext() {
                let index = next
                let slice = Array(items[chunks[index]])
                next += 1
                group.addTask { (index, await DeepStackThread.run { slice.map(transform) }) }
            }
            for _ in 0..<min(workers, chunks.count) { addNext() }
            while let (index, chunk) = await group.next() {
                results[index] = chunk
                if next < chunks.count { addNext() }
            }
            return results.flatMap { $0 }
        }
    }
}
