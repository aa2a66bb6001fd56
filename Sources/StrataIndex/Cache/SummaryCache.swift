/// The summaries of the previous run, decoded and keyed by path.
///
/// Decoding every entry up front, in parallel and while the tree is still being walked, leaves a
/// warm run with nothing to do per unchanged file but compare its stamp. An entry whose payload
/// fails its checksum or does not decode is left out: that file is simply parsed again.
struct SummaryCache: Sendable {
    /// A stored record with its decoded summary.
    struct Entry: Sendable {
        var record: CacheRecord
        var summary: FileSummary
    }

    // Parallel arrays and an index rather than a dictionary of entries: one allocation each instead
    // of one per file, which matters when thousands are built and freed per run.
    private let records: [CacheRecord]
    private let summaries: [FileSummary?]  // nil: the payload was damaged
    private let positions: [String: Int]

    /// Usable entries.
    var count: Int { positions.count }

    init(records: [CacheRecord], summaries: [FileSummary?]) {
        self.records = records
        self.summaries = summaries
        var positions: [String: Int] = [:]
        positions.reserveCapacity(records.count)
        for index in records.indices where index < summaries.count && summaries[index] != nil {
            positions[records[index].path] = index
        }
        self.positions = positions
    }

    /// Reads and decodes the cache file in `directory`; nil when there is none or it is unusable.
    static func load(from directory: String, concurrency: Int) async -> SummaryCache? {
        guard let records = CacheFile.load(from: directory) else { return nil }
        let summaries = await ParallelMap.map(records, concurrency: concurrency, stackBytes: nil, state: {}) { record, _ in
            summary(from: record)
        }
        return SummaryCache(records: records, summaries: summaries)
    }

    /// The entry for `path` if its content hash still matches.
    func entry(path: String, contentHash: String) -> Entry? {
        guard let index = positions[path], records[index].contentHash == contentHash, let summary = summaries[index] else { return nil }
        return Entry(record: records[index], summary: summary)
    }

    /// The entry for `path` if the file's stamp is exactly the one recorded with it.
    func entry(path: String, stamp: FileStamp) -> Entry? {
        guard let index = positions[path], records[index].stamp == stamp, let summary = summaries[index] else { return nil }
        return Entry(record: records[index], summary: summary)
    }

    /// Decodes a record, nil when its bytes are damaged.
    static func summary(from record: CacheRecord) -> FileSummary? {
        record.payload.withUnsafeBytes { bytes in
            guard ContentHasher.checksum(bytes) == record.checksum else { return nil }
            return try? SummaryCoding.decode(bytes, path: record.path, contentHash: record.contentHash)
        }
    }
}
