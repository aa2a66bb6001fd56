/// The middle of an indexing run: load the cache, then turn every discovered file into an outcome.
extension Indexer {
    /// One worker's tools: the file processor and its read buffer.
    private struct Worker {
        var processor: FileProcessor
        var buffer: [UInt8] = []
    }

    struct ProcessingRun {
        var cache: SummaryCache?
        var cacheLoadSeconds: Double
        /// In the walk's order. Optional so the warm path need not copy thousands of outcomes into
        /// a new array; every slot is filled.
        var outcomes: [FileOutcome?]
        var summarySeconds: Double
    }

    /// Loads the cache, then processes every file the feed delivers, in the feed's order.
    ///
    /// Without a cache (a cold run), workers parse files while the walk is still finding more. With
    /// one, most files are unchanged and need only a look at their stamp: that is done here once
    /// the walk is over, and only the other files go to the workers. The waits (for the cache, for
    /// the walk) are `await`s, never a blocked pool thread.
    func loadCacheThenProcess(
        _ feed: FileFeed, cachePath: String?, rootPath: String, progress: ProgressCounter?, _ clock: ContinuousClock
    ) async -> ProcessingRun {
        let options = options
        var start = clock.now
        var cache: SummaryCache?
        if let remembered = options.memory?.cache(forRoot: rootPath) {
            cache = remembered
        } else if let cachePath {
            cache = await SummaryCache.load(from: cachePath, concurrency: options.workerCount)
        }
        let cacheLoadSeconds = Self.seconds(since: start, clock)

        start = clock.now
        // A cache file or a memory keeps the summaries for later runs: then they hold every fact.
        let keepsSummaries = cachePath != nil || options.memory != nil
        let processor = FileProcessor(
            rootPath: rootPath, maxFileBytes: options.maxFileBytes, cache: cache, writesCache: keepsSummaries,
            codeFacts: options.codeFacts, styleFacts: options.styleFacts || keepsSummaries,
            stampSettleNanoseconds: options.stampSettleNanoseconds, onParse: options.onParse)
        let stackBytes = DeepStackThread.stackBytes(forFileBytes: options.maxFileBytes)
        @Sendable func work(_ file: DiscoveredFile, _ worker: inout Worker) -> FileOutcome {
            defer { progress?.done() }
            return worker.processor.process(file, buffer: &worker.buffer)
        }
        var outcomes: [FileOutcome?]
        if cache == nil {
            outcomes = await ParallelMap.map(
                feed, concurrency: options.workerCount, stackBytes: stackBytes, state: { Worker(processor: processor) }, transform: work
            ).map { $0 }
        } else {
            // Stamps are compared on the pool (no parsing, so no deep stacks), changed files parsed after.
            let files = await feed.allFiles()
            outcomes = await ParallelMap.map(files, concurrency: options.workerCount, stackBytes: nil, state: {}) { file, _ in
                processor.unchanged(file)
            }
            let changed = outcomes.indices.filter { outcomes[$0] == nil }
            progress?.done(files.count - changed.count)
            let processed = await ParallelMap.map(
                changed.map { files[$0] }, concurrency: options.workerCount, stackBytes: stackBytes,
                state: { Worker(processor: processor) }, transform: work)
            for (index, outcome) in zip(changed, processed) { outcomes[index] = outcome }
        }
        return ProcessingRun(
            cache: cache, cacheLoadSeconds: cacheLoadSeconds, outcomes: outcomes, summarySeconds: Self.seconds(since: start, clock))
    }
}
