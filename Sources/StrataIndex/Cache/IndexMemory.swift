import Foundation

/// The last run's summaries, kept in memory for a long-lived process (the MCP server) so the next
/// run of the same root decodes nothing: unchanged files cost one `stat`, changed ones one parse.
///
/// Give the same instance to every run (`IndexOptions.memory`). It holds one root at a time; a
/// run of another root starts from the disk cache (or from nothing) and then replaces it.
public final class IndexMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var rootPath: String?
    private var cache: SummaryCache?

    public init() {}

    /// Files remembered for the current root (0 before the first run).
    package var fileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache?.count ?? 0
    }

    func cache(forRoot path: String) -> SummaryCache? {
        lock.lock()
        defer { lock.unlock() }
        return rootPath == path ? cache : nil
    }

    /// Keeps the outcomes that have both a summary and a record (files that parsed cleanly).
    func remember(_ outcomes: [FileOutcome?], root path: String) {
        var records: [CacheRecord] = []
        var summaries: [FileSummary?] = []
        records.reserveCapacity(outcomes.count)
        summaries.reserveCapacity(outcomes.count)
        for case let outcome? in outcomes {
            guard let record = outcome.record, let summary = outcome.summary else { continue }
            records.append(record)
            summaries.append(summary)
        }
        let cache = SummaryCache(records: records, summaries: summaries)
        lock.lock()
        defer { lock.unlock() }
        rootPath = path
        self.cache = cache
    }
}
