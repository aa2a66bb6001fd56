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

        // The cache is read and decoded while the tree is walked: neither needs the other.
        let cachePath = options.cachePath(forRoot: rootPath)
        async let loadedCache = Self.loadCache(from: cachePath, concurrency: options.concurrency, clock)
        var phase = clock.now
        let discovered = FileDiscovery.run(rootPath: rootPath, excludes: Excludes(options.excludes))
        statistics.filesDiscovered = discovered.swiftFiles.count
        statistics.discoverySeconds = Self.seconds(since: phase, clock)
        let (cache, cacheLoadSeconds) = await loadedCache
        statistics.cacheEntriesLoaded = cache?.count ?? 0
        statistics.cacheLoadSeconds = cacheLoadSeconds

        phase = clock.now
        let processor = FileProcessor(
            rootPath: rootPath, maxFileBytes: options.maxFileBytes, cache: cache, manifests: Set(discovered.manifests),
            writesCache: cachePath != nil, stampSettleNanoseconds: options.stampSettleNanoseconds)
        let outcomes = await ParallelMap.map(
            discovered.swiftFiles, concurrency: options.concurrency,
            stackBytes: DeepStackThread.stackBytes(forFileBytes: options.maxFileBytes), state: { [UInt8]() }
        ) { file, buffer in
            processor.process(file, buffer: &buffer)
        }
        statistics.summarySeconds = Self.seconds(since: phase, clock)

        var files: [FileSummary] = []
        var targets: [PackageTarget] = []
        var records: [CacheRecord] = []
        var problems = discovered.problems
        var changedRecords = 0
        files.reserveCapacity(outcomes.count)
        records.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            statistics.bytesRead += outcome.bytesRead
            if let summary = outcome.summary {
                files.append(summary)
                statistics.linesIndexed += summary.lineCount
                if outcome.fromCache { statistics.filesFromCache += 1 } else { statistics.filesParsed += 1 }
            }
            if let record = outcome.record { records.append(record) }
            if outcome.recordChanged { changedRecords += 1 }
            if outcome.fromCache, outcome.bytesRead == 0 { statistics.filesTrustedByStamp += 1 }
            if let problem = outcome.problem { problems.append(problem) }
            if outcome.summary == nil, outcome.problem != nil { statistics.filesSkipped += 1 }
            targets += outcome.targets
        }

        // Rewrite the cache only when it would differ: a warm run over an unchanged tree writes nothing.
        if let cachePath, changedRecords > 0 || cache?.count != records.count {
            phase = clock.now
            statistics.cacheWritten = CacheFile.save(records, to: cachePath)
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

    private static func loadCache(from path: String?, concurrency: Int, _ clock: ContinuousClock) async -> (SummaryCache?, Double) {
        let start = clock.now
        guard let path else { return (nil, 0) }
        return (await SummaryCache.load(from: path, concurrency: concurrency), seconds(since: start, clock))
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
