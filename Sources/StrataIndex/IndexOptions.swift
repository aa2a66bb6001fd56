import Foundation

/// What to index and how; the defaults suit a SwiftPM or Xcode project checked out from git.
public struct IndexOptions: Sendable {
    /// Build output, dependency checkouts, vendored and generated code: not the project's own style.
    public static let defaultExcludes = [
        ".build", ".build-*", ".swiftpm", "DerivedData", "SourcePackages", "Pods", "Carthage", ".git", "node_modules", "vendor", "Vendor",
        "ThirdParty", "third_party", ".strata", "**/*.generated.swift", "**/Generated/**",
    ]

    /// Where the cache goes unless told otherwise; relative, so it lands inside the indexed project.
    public static let projectCacheDirectory = URL(string: ".strata/cache") ?? URL(fileURLWithPath: ".strata/cache")

    /// Path globs (relative to the root) of folders and files to skip: `*` and `?` within a name,
    /// `**` across folders; a pattern without `/` matches that name at any depth.
    public var excludes: [String]
    /// Larger files are skipped with a problem: no hand-written Swift file is this big.
    package var maxFileBytes: Int
    /// Folder of the incremental cache; a relative URL is resolved against the root. nil disables it.
    public var cacheDirectory: URL?
    /// Files summarised at once; defaults to the number of active processors (at most 64 are used).
    public var concurrency: Int
    /// Called from worker threads as files are found and summarised (every few dozen files, and
    /// once at the end); nil for none. Keep it cheap and thread-safe: it runs on the indexing threads.
    package var progress: (@Sendable (IndexProgress) -> Void)?
    /// Called on a worker thread with the tree of every file parsed in this run (not of those taken
    /// from the cache), so another reader can use the same parse; nil for none. The `ParsedFile` is
    /// valid only during the call. Keep it thread-safe.
    package var onParse: (@Sendable (ParsedFile) -> Void)?
    /// Summaries kept in memory between runs of a long-lived process; when set, a run takes its
    /// cache from here instead of decoding the cache file (which is still written). nil for none.
    package var memory: IndexMemory?
    /// Whether to read bodies for each file's `CodeFacts` (lint, convention inference, rewriting and
    /// mocks use them). `strata analyze` reports declarations only and turns this off: one walk over
    /// every body less per file. A cached summary without code facts is parsed again when they are asked for.
    public var codeFacts = true
    /// Whether to read each file's house style: `// MARK:` comments, its header comment and the doc
    /// comments and marks above declarations (convention inference and the reports use them; lint
    /// does not). Only a run that keeps no summaries can leave them out: with a cache or a memory
    /// they are always read, so no kept summary ever lacks them.
    public var styleFacts = true
    /// How old a file's last change must be before its stamp may stand for its content (`FileStamp`).
    var stampSettleNanoseconds = FileStamp.defaultSettleNanoseconds

    public init(
        excludes: [String] = IndexOptions.defaultExcludes, maxFileBytes: Int = 4 * 1024 * 1024,
        cacheDirectory: URL? = IndexOptions.projectCacheDirectory,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.excludes = excludes
        self.maxFileBytes = maxFileBytes
        self.cacheDirectory = cacheDirectory
        self.concurrency = concurrency
    }

    /// Workers actually started: at least one, and no absurd number (each has its own thread).
    var workerCount: Int { min(max(1, concurrency), 64) }

    /// The absolute cache folder for `rootPath`, or nil when caching is off.
    func cachePath(forRoot rootPath: String) -> String? {
        guard let cacheDirectory else { return nil }
        let path = cacheDirectory.path
        if path.hasPrefix("/") { return path }
        return RelativePath.join(rootPath, path)
    }

    /// Why a file over the size limit was not read, and what its owner can do: a Swift file this
    /// large is generated or vendored (list it under `exclude:`) or is due a split.
    package static func tooLargeMessage(size: Int, limit: Int) -> String {
        let shown = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return
            "skipped: this file is \(size) bytes, more than the \(shown) lint reads in one Swift file; list it under `exclude:` if it is generated or vendored, otherwise split it."
    }
}
