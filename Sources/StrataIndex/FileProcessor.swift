import StrataModel

/// What became of one discovered file.
///
/// A class: outcomes pass from the workers through the ordering, the cache write and the assembly,
/// and each copy of a struct holding a whole `FileSummary` retained and released some twenty
/// strings and arrays. Filled in by the worker that makes it, and only read once handed over, apart
/// from the assembly moving its summary out at the end.
final class FileOutcome: @unchecked Sendable {
    let path: String
    var summary: FileSummary? {
        didSet { hasSummary = summary != nil }
    }
    /// Whether `summary` is set, asked without copying the summary out to compare it with nil.
    private(set) var hasSummary = false
    /// The cache entry to keep for it (reused bytes on a hit, freshly encoded on a miss).
    var record: CacheRecord?
    var fromCache = false
    /// Taken from the cache on the strength of the file's stamp, without reading it.
    var trustedByStamp = false
    /// Whether the cache file must be rewritten for this file (new summary, or a new stamp).
    var recordChanged = false
    /// 0 when the stamp showed the file unchanged and it was not read at all.
    var bytesRead = 0
    var problem: StrataIssue?
    /// Targets, when the file is a `Package.swift` or a Tuist `Project.swift`.
    var targets: [PackageTarget] = []

    init(path: String) { self.path = path }

    convenience init(path: String, summary: FileSummary, record: CacheRecord, fromCache: Bool, trustedByStamp: Bool) {
        self.init(path: path)
        self.summary = summary
        hasSummary = true  // observers do not run in initializers
        self.record = record
        self.fromCache = fromCache
        self.trustedByStamp = trustedByStamp
    }
}

/// Reads, hashes and summarises one file, or takes its summary from the cache.
///
/// Pure apart from reading the file, so any number can run at once.
struct FileProcessor: Sendable {
    let rootPath: String
    let maxFileBytes: Int
    let cache: SummaryCache?
    /// Whether new summaries are encoded for the cache (not when caching is off).
    var writesCache = true
    /// See `IndexOptions.codeFacts`. A cached summary without them does not answer a run that wants them.
    var codeFacts = true
    /// See `IndexOptions.styleFacts`; false only when no summary is kept.
    var styleFacts = true
    /// See `FileStamp`; tests shorten it.
    var stampSettleNanoseconds = FileStamp.defaultSettleNanoseconds
    /// See `IndexOptions.onParse`.
    var onParse: (@Sendable (ParsedFile) -> Void)?

    /// The outcome for a file whose stamp shows it unchanged since it was cached: no reading at all.
    /// Manifests are always read, for their targets.
    func unchanged(_ discovered: DiscoveredFile) -> FileOutcome? {
        guard let stamp = discovered.stamp, !discovered.isManifest, let entry = cache?.entry(path: discovered.path, stamp: stamp),
            serves(entry)
        else { return nil }
        return FileOutcome(path: discovered.path, summary: entry.summary, record: entry.record, fromCache: true, trustedByStamp: true)
    }

    /// Reads, hashes and, unless the hash is cached, summarises the file. `buffer` is the worker's
    /// reusable read buffer.
    func process(_ discovered: DiscoveredFile, buffer: inout [UInt8]) -> FileOutcome {
        let path = discovered.path
        let file = absolute(path)
        // Taken by the walk, before reading: an edit during the read leaves a stamp that no longer matches.
        let stamp = discovered.stamp
        let outcome = FileOutcome(path: path)
        let length: Int
        switch FileSystem.readFile(file, limit: maxFileBytes, into: &buffer) {
        case .success(let count):
            length = count
        case .failure(.tooLarge(let size)):
            outcome.problem = problem(path, IndexOptions.tooLargeMessage(size: size, limit: maxFileBytes))
            return outcome
        case .failure(.system(let error)):
            outcome.problem = problem(path, "skipped: cannot read (\(error))")
            return outcome
        }
        outcome.bytesRead = length
        buffer.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<length])
            let contentHash = ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))
            let trustedStamp = stamp?.trusted(settle: stampSettleNanoseconds)
            if let entry = cache?.entry(path: path, contentHash: contentHash), serves(entry) {
                var record = entry.record
                outcome.summary = entry.summary
                outcome.fromCache = true
                outcome.recordChanged = record.stamp != trustedStamp  // touched, or now old enough to trust
                record.stamp = trustedStamp
                outcome.record = record
            } else if UTF8Validation.isValid(buffer) {
                let (summary, notParsed) = FileSummarizer.summarize(
                    buffer, path: path, contentHash: contentHash, codeFacts: codeFacts, styleFacts: styleFacts, onParse: onParse)
                outcome.summary = summary
                if let notParsed {
                    outcome.problem = problem(path, notParsed)  // not cached, so the problem is told every run
                } else if writesCache, styleFacts {  // a summary without style facts is never kept
                    let payload = SummaryCoding.encode(summary)
                    let checksum = payload.withUnsafeBytes { ContentHasher.checksum($0) }
                    outcome.record = CacheRecord(
                        path: path, contentHash: contentHash, stamp: trustedStamp, checksum: checksum, payload: payload[...])
                    outcome.recordChanged = true
                }
            } else {
                outcome.problem = problem(path, "skipped: not valid UTF-8 text")
                return
            }
            if let manifest = discovered.manifest, outcome.problem == nil {
                let folderExists = { (folder: String) -> Bool in
                    if case .success(let status) = FileSystem.status(absolute(folder), followingLinks: true) {
                        return status.kind == .directory
                    }
                    return false
                }
                switch manifest {
                case .swiftPackage: outcome.targets = ManifestReader.targets(source: buffer, manifestPath: path, folderExists: folderExists)
                case .tuistProject: outcome.targets = TuistProjectReader.targets(source: buffer, manifestPath: path, folderExists: folderExists)
                }
            }
        }
        return outcome
    }

    /// Whether a cached summary has every fact this run asks for.
    private func serves(_ entry: SummaryCache.Entry) -> Bool {
        entry.summary.hasCodeFacts || !codeFacts
    }

    private func absolute(_ relative: String) -> String {
        rootPath.hasSuffix("/") ? rootPath + relative : "\(rootPath)/\(relative)"
    }

    private func problem(_ path: String, _ message: String) -> StrataIssue {
        StrataIssue(.warning, at: SourceLocation(file: path, line: 1, column: 1), message)
    }
}
