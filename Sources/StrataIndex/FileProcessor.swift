import StrataModel

/// What became of one discovered file.
struct FileOutcome: Sendable {
    var summary: FileSummary?
    /// The cache entry to keep for it (reused bytes on a hit, freshly encoded on a miss).
    var record: CacheRecord?
    var fromCache = false
    var bytesRead = 0
    var problem: StrataIssue?
    /// Targets, when the file is a `Package.swift`.
    var targets: [PackageTarget] = []
}

/// Reads, hashes and summarises one file, or takes its summary from the cache.
///
/// Pure apart from reading the file, so any number can run at once.
struct FileProcessor: Sendable {
    let rootPath: String
    let maxFileBytes: Int
    let cache: SummaryCache?
    let manifests: Set<String>

    func process(_ path: String) -> FileOutcome {
        var outcome = FileOutcome()
        let bytes: [UInt8]
        switch FileSystem.readFile(absolute(path), limit: maxFileBytes) {
        case .success(let contents):
            bytes = contents
        case .failure(.tooLarge(let size)):
            outcome.problem = problem(path, "skipped: \(size) bytes, over the \(maxFileBytes)-byte limit (maxFileBytes)")
            return outcome
        case .failure(.system(let error)):
            outcome.problem = problem(path, "skipped: cannot read (\(error))")
            return outcome
        }
        outcome.bytesRead = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            let contentHash = ContentHasher.contentHash(UnsafeRawBufferPointer(buffer))
            if let record = cache?.record(path: path, contentHash: contentHash), let summary = SummaryCache.summary(from: record) {
                outcome.summary = summary
                outcome.record = record
                outcome.fromCache = true
            } else if UTF8Validation.isValid(buffer) {
                let (summary, notParsed) = FileSummarizer.summarize(buffer, path: path, contentHash: contentHash)
                outcome.summary = summary
                if let notParsed {
                    outcome.problem = problem(path, notParsed)  // not cached, so the problem is told every run
                } else {
                    let payload = SummaryCoding.encode(summary)
                    let checksum = payload.withUnsafeBytes { ContentHasher.fnv1a64($0) }
                    outcome.record = CacheRecord(path: path, contentHash: contentHash, checksum: checksum, payload: payload[...])
                }
            } else {
                outcome.problem = problem(path, "skipped: not valid UTF-8 text")
                return
            }
            if manifests.contains(path), outcome.problem == nil {
                outcome.targets = ManifestReader.targets(source: buffer, manifestPath: path) { folder in
                    if case .success(let status) = FileSystem.status(absolute(folder), followingLinks: true) {
                        return status.kind == .directory
                    }
                    return false
                }
            }
        }
        return outcome
    }

    private func absolute(_ relative: String) -> String {
        rootPath.hasSuffix("/") ? rootPath + relative : "\(rootPath)/\(relative)"
    }

    private func problem(_ path: String, _ message: String) -> StrataIssue {
        StrataIssue(.warning, at: SourceLocation(file: path, line: 1, column: 1), message)
    }
}
