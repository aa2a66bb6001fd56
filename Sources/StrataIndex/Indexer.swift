import Foundation
import StrataModel

/// Reads a Swift codebase into a `SourceIndex`: discover files, summarise them in parallel
/// (or take unchanged ones from the cache), read the package manifests.
///
/// Tolerant by design: a file that cannot be read is a problem in the index, not a failure;
/// only a missing root throws.
public struct Indexer: Sendable {
    package var options: IndexOptions

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
        let counter = options.progress.map { ProgressCounter(report: $0) }
        async let processed = loadCacheThenProcess(feed, cachePath: cachePath, rootPath: rootPath, progress: counter, clock)

        let phase = clock.now
        let discovered = FileDiscovery.run(rootPath: rootPath, excludes: Excludes(options.excludes)) { batch in
            feed.add(batch)
            counter?.found(batch.count)
        }
        feed.finish()
        counter?.discoveryFinished()
        statistics.filesDiscovered = discovered.swiftFiles.count
        statistics.discoverySeconds = Self.seconds(since: phase, clock)

        let run = await processed
        counter?.finish()
        let cache = run.cache
        statistics.cacheEntriesLoaded = cache?.count ?? 0
        statistics.cacheLoadSeconds = run.cacheLoadSeconds
        statistics.summarySeconds = run.summarySeconds
        // Outcomes are in the walk's order; the index lists files by path. Sorting positions, not
        // outcomes, saves copying thousands of them.
        let outcomes = run.outcomes
        let paths = outcomes.map { $0?.path ?? "" }
        let byPath = paths.indices.sorted { paths[$0] < paths[$1] }

        // Rewrite the cache only when it would differ: a warm run over an unchanged tree writes nothing.
        // The file is written while the index is assembled: neither needs the other.
        let recordCount = outcomes.reduce(0) { $0 + ($1?.record == nil ? 0 : 1) }
        let changed = outcomes.contains { $0?.recordChanged == true }
        let savePath = (changed || cache?.count != recordCount) ? cachePath : nil
        async let saving: (written: Bool, seconds: Double)? = savePath.map { path in
            let phase = clock.now
            let written = CacheFile.save(byPath.compactMap { outcomes[$0]?.record }, to: path)
            return (written, Self.seconds(since: phase, clock))
        }
        // The memory keeps the outcomes' summaries: it is given them before the assembly moves them out.
        options.memory?.remember(outcomes, root: rootPath)
        let assembly = IndexAssembly(outcomes: outcomes, order: byPath, problems: discovered.problems, statistics: &statistics)
        if let saved = await saving {
            statistics.cacheWritten = saved.written
            statistics.cacheWriteFailed = !saved.written
            statistics.cacheSaveSeconds = saved.seconds
        }

        statistics.totalSeconds = Self.seconds(since: started, clock)
        let xcode = XcodeTargets.read(discovered.xcodeProjects, rootPath: rootPath, maxFileBytes: options.maxFileBytes)
        let index = SourceIndex(
            root: rootPath, files: assembly.files, targets: assembly.targets + xcode.targets, problems: assembly.problems + xcode.problems)
        return (index, statistics)
    }

    /// Summarise one in-memory file (tests, MCP, rewriting). Never fails: syntax errors are counted.
    /// Runs on a `DeepStackThread` and waits for it, so any input is safe to pass.
    package static func summarize(source: String, path: String) -> FileSummary {
        DeepStackThread.runAndWait(stackBytes: DeepStackThread.stackBytes(forFileBytes: source.utf8.count)) {
            var source = source
            return source.withUTF8 { buffer in
                FileSummarizer.summarize(buffer, path: path, contentHash: ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))).0
            }
        }
    }

    // MARK: - Helpers

    static func checkedRootPath(_ root: URL) throws(StrataIssues) -> String {
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

    static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let duration = clock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
