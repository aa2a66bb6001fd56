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

        var phase = clock.now
        let discovered = FileDiscovery.run(rootPath: rootPath, excludes: options.excludes.map(PathGlob.init))
        statistics.filesDiscovered = discovered.swiftFiles.count
        statistics.discoverySeconds = Self.seconds(since: phase, clock)

        phase = clock.now
        let cachePath = options.cachePath(forRoot: rootPath)
        let cache = cachePath.flatMap(SummaryCache.load(from:))
        statistics.cacheEntriesLoaded = cache?.count ?? 0
        statistics.cacheLoadSeconds = Self.seconds(since: phase, clock)

        phase = clock.now
        let processor = FileProcessor(
            rootPath: rootPath, maxFileBytes: options.maxFileBytes, cache: cache, manifests: Set(discovered.manifests))
        let outcomes = await ParallelMap.map(discovered.swiftFiles, concurrency: options.concurrency, transform: processor.process)
        statistics.summarySeconds = Self.seconds(since: phase, clock)

        var files: [FileSummary] = []
        var targets: [PackageTarget] = []
        var records: [CacheRecord] = []
        var problems = discovered.problems
        var freshRecords = 0
        files.reserveCapacity(outcomes.count)
        records.reserveCapacity(outcomes.count)
        for outcome in outcomes {
            statistics.bytesRead += outcome.bytesRead
            if let summary = outcome.summary {
                files.append(summary)
                statistics.linesIndexed += summary.lineCount
                if outcome.fromCache { statistics.filesFromCache += 1 } else { statistics.filesParsed += 1 }
            }
            if let record = outcome.record {
                records.append(record)
                if !outcome.fromCache { freshRecords += 1 }
            }
            if let problem = outcome.problem { problems.append(problem) }
            if outcome.summary == nil, outcome.problem != nil { statistics.filesSkipped += 1 }
            targets += outcome.targets
        }

        // Rewrite the cache only when it would differ: a warm run over an unchanged tree writes nothing.
        if let cachePath, freshRecords > 0 || cache?.count != records.count {
            phase = clock.now
            statistics.cacheWritten = SummaryCache.save(records, to: cachePath)
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
        DeepStackThread.runAndWait {
            var source = source
            return source.withUTF8 { buffer in
                FileSummarizer.summarize(buffer, path: path, contentHash: ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))).0
            }
        }
    }

    // MARK: - Helpers

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
