/// How an indexing run went: for benchmarks, `analyze --verbose`, and tests of the cache.
public struct IndexStatistics: Sendable, Hashable, Codable {
    /// Swift files found by the walk (before reading).
    package var filesDiscovered = 0
    /// Files parsed and summarised in this run.
    package var filesParsed = 0
    /// Files whose summary came from the cache, unchanged since the last run.
    package var filesFromCache = 0
    /// Of those, files not even read: size, times and inode matched the cached stamp.
    package var filesTrustedByStamp = 0
    /// Files skipped with a problem (unreadable, too large, not UTF-8).
    package var filesSkipped = 0
    /// Bytes of Swift read (files whose stamp vouched for them are not read).
    package var bytesRead = 0
    /// Lines of the summarised files.
    package var linesIndexed = 0
    /// Entries in the cache loaded at the start; 0 when there was none or it was unusable.
    package var cacheEntriesLoaded = 0
    /// Whether the cache file was rewritten (only when something changed).
    package var cacheWritten = false
    /// Whether writing the cache failed (read-only folder…): the index is still complete.
    package var cacheWriteFailed = false
    /// Wall-clock seconds per phase.
    public var discoverySeconds = 0.0
    public var cacheLoadSeconds = 0.0
    public var summarySeconds = 0.0
    package var cacheSaveSeconds = 0.0
    public var totalSeconds = 0.0

    package init() {}
}
