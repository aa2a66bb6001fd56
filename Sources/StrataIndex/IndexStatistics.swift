/// How an indexing run went: for benchmarks, `analyze --verbose`, and tests of the cache.
public struct IndexStatistics: Sendable, Hashable, Codable {
    /// Swift files found by the walk (before reading).
    public var filesDiscovered = 0
    /// Files parsed and summarised in this run.
    public var filesParsed = 0
    /// Files whose summary came from the cache, unchanged since the last run.
    public var filesFromCache = 0
    /// Of those, files not even read: size, times and inode matched the cached stamp.
    public var filesTrustedByStamp = 0
    /// Files skipped with a problem (unreadable, too large, not UTF-8).
    public var filesSkipped = 0
    /// Bytes of Swift read (files whose stamp vouched for them are not read).
    public var bytesRead = 0
    /// Lines of the summarised files.
    public var linesIndexed = 0
    /// Entries in the cache loaded at the start; 0 when there was none or it was unusable.
    public var cacheEntriesLoaded = 0
    /// Whether the cache file was rewritten (only when something changed).
    public var cacheWritten = false
    /// Whether writing the cache failed (read-only folder…): the index is still complete.
    public var cacheWriteFailed = false
    /// Wall-clock seconds per phase.
    public var discoverySeconds = 0.0
    public var cacheLoadSeconds = 0.0
    public var summarySeconds = 0.0
    public var cacheSaveSeconds = 0.0
    public var totalSeconds = 0.0

    public init() {}
}
