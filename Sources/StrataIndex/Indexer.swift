import Foundation
import StrataModel

/// Reads a Swift codebase into a `SourceIndex`: discover files, summarise them in parallel
/// (or take unchanged ones from the cache), read the package manifests.
///
/// Tolerant by design: a file that cannot be read is a problem in the index, not a failure;
/// only a missing root throws.
public struct Indexer: Sendable {
    public var options: IndexOptions

    public init(options: IndexOptions = .init()) {
        self.options = options
    }

    /// Throws only when the root itself is missing or not a directory.
    public func index(root: URL) async throws(StrataIssues) -> SourceIndex {
        try await indexWithStatistics(root: root).index
    }

    /// The index plus how it was made (files parsed versus taken from the cache, timings).
    public func indexWithStatistics(root: URL) async throws(StrataIssues) -> (index: SourceIndex, statistics: IndexStatistics) {
        let clock = ContinuousClock()
        let started = clock.now
        var statistics = IndexStatistics()
        let rootPath = try Self.checkedRootPath(root)

        // While the walk goes on, the cache is read and decoded, then workers take the files the
        // walk has found so far, and the rest as they come.
        let cachePath = options.cachePath(forRoot: rootPath)
        let feed = FileFeed()
        async let processed = loadCacheThenProcess(feed, cachePath: cachePath, rootPath: rootPath, clock)

        let phase = clock.now
        let discovered = FileDiscovery.run(rootPath: rootPath, excludes: Excludes(options.excludes), onFiles: feed.add)
        feed.finish()
        statistics.filesDiscovered = discovered.swiftFiles.count
        statistics.discoverySeconds = Self.seconds(since: phase, clock)

        let run = await processed
        let cache = run.cache
        statistics.cacheEntriesLoaded = cache?.count ?? 0
        statistics.cacheLoadSeconds = run.cacheLoadSeconds
        statistics.summarySeconds = run.summarySeconds
        // Outcomes are in the walk's order; the index lists files by path. Sorting positions, not
        // outcomes, saves copying thousands of them.
        let outcomes = run.outcomes
        let byPath = outcomes.indices.sorted { outcomes[$0].path < outcomes[$1].path }

        var files: [FileSummary] = []
        var targets: [PackageTarget] = []
        var problems = discovered.problems
        var recordCount = 0
        var changedRecords = 0
        files.reserveCapacity(outcomes.count)
        for position in byPath {
            let outcome = outcomes[position]
            statistics.bytesRead += outcome.bytesRead
            if let summary = outcome.summary {
                files.append(summary)
                statistics.linesIndexed += summary.lineCount
                if outcome.fromCache { statistics.filesFromCache += 1 } else { statistics.filesParsed += 1 }
            }
            if outcome.record != nil { recordCount += 1 }
            if outcome.recordChanged { changedRecords += 1 }
            if outcome.trustedByStamp { statistics.filesTrustedByStamp += 1 }
            if let problem = outcome.problem { problems.append(problem) }
            if outcome.summary == nil, outcome.problem != nil { statistics.filesSkipped += 1 }
            targets += outcome.targets
        }

        // Rewrite the cache only when it would differ: a warm run over an unchanged tree writes nothing.
        if let cachePath, changedRecords > 0 || cache?.count != recordCount {
            let phase = clock.now
            statistics.cacheWritten = CacheFile.save(byPath.compactMap { outcomes[$0].record }, to: cachePath)
            statistics.cacheWriteFailed = !statistics.cacheWritten
            statistics.cacheSaveSeconds = Self.seconds(since: phase, clock)
        }

        statistics.totalSeconds = Self.seconds(since: started, clock)
        let index = SourceIndex(root: rootPath, files: files, targets: targets, problems: Self.sorted(problems))
        return (index, statistics)
    }

    /// Summarise one in-memory file (tests, MCP, rewriting). Never fails: syntax errors are counted.
    /// Runs on a `DeepStackThread` and waits for it, so any input is safe to pass.
    public static func summarize(source: String, path: String) -> FileSummary {
        DeepStackThread.runAndWait(stackBytes: DeepStackThread.stackBytes(forFileBytes: source.utf8.count)) {
            var source = source
            return source.withUTF8 { buffer in
                FileSummarizer.summarize(buffer, path: path, contentHash: ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))).0
            }
        }
    }

    // MARK: - Helpers

    /// One worker's tools: the file processor and its read buffer.
    private struct Worker {
        var processor: FileProcessor
        var buffer: [UInt8] = []
    }

    private struct ProcessingRun {
        var cache: SummaryCache?
        var cacheLoadSeconds: Double
        let outcomes: [FileOutcome]
        var summarySeconds: Double
    }

    /// Loads the cache, then processes every file the feed delivers, in the feed's order.
    ///
    /// Without a cache (a cold run), workers parse files while the walk is still finding more. With
    /// one, most files are unchanged and need only a look at their stamp: that is done here once
    /// the walk is over, and only the other files go to the workers. The waits (for the cache, for
    /// the walk) are `await`s, never a blocked pool thread.
    private func loadCacheThenProcess(
        _ feed: FileFeed, cachePath: String?, rootPath: String, _ clock: ContinuousClock
    ) async -> ProcessingRun {
        let options = options
        var start = clock.now
        var cache: SummaryCache?
        if let cachePath { cache = await SummaryCache.load(from: cachePath, concurrency: options.concurrency) }
        let cacheLoadSeconds = Self.seconds(since: start, clock)

        start = clock.now
        let processor = FileProcessor(
            rootPath: rootPath, maxFileBytes: options.maxFileBytes, cache: cache, writesCache: cachePath != nil,
            stampSettleNanoseconds: options.stampSettleNanoseconds)
        let stackBytes = DeepStackThread.stackBytes(forFileBytes: options.maxFileBytes)
        @Sendable func work(_ file: DiscoveredFile, _ worker: inout Worker) -> FileOutcome {
            worker.processor.process(file, buffer: &worker.buffer)
        }
        let outcomes: [FileOutcome]
        if cache == nil {
            outcomes = await ParallelMap.map(
                feed, concurrency: options.concurrency, stackBytes: stackBytes, state: { Worker(processor: processor) }, transform: work)
        } else {
            // Stamps are compared on the pool (no parsing, so no deep stacks), changed files parsed after.
            let files = await feed.allFiles()
            var found = await ParallelMap.map(files, concurrency: options.concurrency, stackBytes: nil, state: {}) { file, _ in
                processor.unchanged(file)
            }
            let changed = found.indices.filter { found[$0] == nil }
            let processed = await ParallelMap.map(
                changed.map { files[$0] }, concurrency: options.concurrency, stackBytes: stackBytes,
                state: { Worker(processor: processor) }, transform: work)
            for (index, outcome) in zip(changed, processed) { found[index] = outcome }
            outcomes = found.compactMap { $0 }  // every slot is filled by now
        }
        return ProcessingRun(
            cache: cache, cacheLoadSeconds: cacheLoadSeconds, outcomes: outcomes, summarySeconds: Self.seconds(since: start, clock))
    }

    private static func checkedRootPath(_ root: URL) throws(StrataIssues) -> String {
        var path = root.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        switch FileSystem.status(path, followingLinks: true) {
        case .success(let status) where status.kind == .directory:
            return path
        case .success:
            throw StrataIssues([StrataIssue(.error, at: nil, "project root '\(path)' is not a folder")])
        case .failure(let error):
            throw StrataIssues([StrataIssue(.error, at: nil, "project root '\(path)' cannot be read (\(error))")])
        }
    }

    /// Problems by file, then in the order found: stable output for reports and tests.
    private static func sorted(_ problems: [StrataIssue]) -> [StrataIssue] {
        problems.enumerated().sorted { left, right in
            let leftFile = left.element.location?.file ?? ""
            let rightFile = right.element.location?.file ?? ""
            return leftFile != rightFile ? leftFile < rightFile : left.offset < right.offset
        }.map(\.element)
    }

    private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let duration = clock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
