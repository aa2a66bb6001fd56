/// The summaries of the previous run, decoded and keyed by path.
///
/// Decoding every entry up front, in parallel and while the tree is still being walked, leaves a
/// warm run with nothing to do per unchanged file but compare its stamp. An entry whose payload
/// fails its checksum or does not decode is left out: that file is simply parsed again.
struct SummaryCache: Sendable {
    /// A stored record with its decoded summary. A class: entries pass through several arrays and a
    /// dictionary, and copying a reference is one retain where copying the values is a dozen.
    final class Entry: Sendable {
        let record: CacheRecord
        let summary: FileSummary

        init(record: CacheRecord, summary: FileSummary) {
            self.record = record
            self.summary = summary
        }
    }

    private let entries: [String: Entry]

    var count: Int { entries.count }

    init(entries: [Entry?]) {
        var byPath: [String: Entry] = [:]
        byPath.reserveCapacity(entries.count)
        for case let entry? in entries { byPath[entry.record.path] = entry }
        self.entries = byPath
    }

    /// Reads and decodes the cache file in `directory`; nil when there is none or it is unusable.
    static func load(from directory: String, concurrency: Int) async -> SummaryCache? {
        guard let records = CacheFile.load(from: directory) else { return nil }
        let decoded = await ParallelMap.map(records, concurrency: concurrency, stackBytes: nil, state: {}) { record, _ in
            summary(from: record).map { Entry(record: record, summary: $0) }
        }
        return SummaryCache(entries: decoded)
    }

    /// The entry for `path` if its content hash still matches.
    func entry(path: String, contentHash: String) -> Entry? {
        guard let entry = entries[path], entry.record.contentHash == contentHash else { return nil }
        return entry
    }

    /// The entry for `path` if the file's stamp is exactly the one recorded with it.
    func entry(path: String, stamp: FileStamp) -> Entry? {
        guard let entry = entries[path], entry.record.stamp == stamp else { return nil }
        return entry
    }

    /// Decodes a record, nil when its bytes are damaged.
    static func summary(from record: CacheRecord) -> FileSummary? {
        record.payload.withUnsafeBytes { bytes in
            guard ContentHasher.checksum(bytes) == record.checksum else { return nil }
            return try? SummaryCoding.decode(bytes, path: record.path, contentHash: record.contentHash)
        }
    }
}
