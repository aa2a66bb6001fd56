import StrataParallel

/// Runs `transform` over everything a `WorkSource` hands out, on `concurrency` workers; results
/// come back in the source's order.
///
/// A `TaskGroup` of one task per worker; each worker takes small chunks until the source is dry,
/// so all cores stay busy to the end however uneven the items are. With `stackBytes`, each worker
/// runs on a `DeepStackThread` (parsing: deeply nested input cannot overflow a pool thread's
/// stack, and a source may block), one thread per worker rather than per chunk. Each worker owns
/// a `State` made on its own thread (a reusable read buffer), so the transform allocates nothing
/// per item.
enum ParallelMap {
    static func map<Source: WorkSource, Result: Sendable, State>(
        _ source: Source, concurrency: Int, stackBytes: Int?, state makeState: @escaping @Sendable () -> State,
        transform: @escaping @Sendable (Source.Item, inout State) -> Result
    ) async -> [Result] {
        @Sendable func work() -> [(start: Int, results: [Result])] {
            var state = makeState()
            var done: [(start: Int, results: [Result])] = []
            while let chunk = source.nextChunk() {
                done.append((chunk.start, chunk.items.map { transform($0, &state) }))
            }
            return done
        }
        return await withTaskGroup(of: [(start: Int, results: [Result])].self) { group in
            for _ in 0..<max(1, concurrency) {
                group.addTask {
                    guard let stackBytes else { return work() }
                    return await DeepStackThread.run(stackBytes: stackBytes, work)
                }
            }
            var chunks: [(start: Int, results: [Result])] = []
            for await done in group { chunks += done }
            return chunks.sorted { $0.start < $1.start }.flatMap(\.results)
        }
    }

    /// An array in chunks sized so every worker gets several.
    static func map<Item: Sendable, Result: Sendable, State>(
        _ items: [Item], concurrency: Int, stackBytes: Int?, state makeState: @escaping @Sendable () -> State,
        transform: @escaping @Sendable (Item, inout State) -> Result
    ) async -> [Result] {
        guard !items.isEmpty else { return [] }
        let workers = min(max(1, concurrency), items.count)
        let source = ArraySource(items, chunkSize: ParallelChunks.size(count: items.count, workers: workers, chunksPerWorker: 8, maximumSize: 32))
        return await map(source, concurrency: workers, stackBytes: stackBytes, state: makeState, transform: transform)
    }
}
