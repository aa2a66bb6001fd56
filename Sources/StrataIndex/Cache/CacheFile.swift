#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One summary as stored: its key (path + content hash), its encoded bytes, and the file's stamp
/// when it was old enough to vouch for the content.
struct CacheRecord: Sendable {
    var path: String
    var contentHash: String
    var stamp: FileStamp?
    var checksum: UInt64
    var payload: ArraySlice<UInt8>
}

/// The cache on disk: one file of records, replaced atomically.
///
/// Layout: magic, schema version, entry count, then per entry `path`, `contentHash`, stamp (a
/// flag, then size, modified, changed, inode), payload length, checksum of the payload
/// (`ContentHasher.checksum`), payload (`SummaryCoding`). Anything odd — wrong magic or version,
/// truncation — means "no cache", never an error.
enum CacheFile {
    /// Bump whenever `FileSummary`, what the summariser extracts, or this layout changes.
    static let schemaVersion = 6  // 4: `FileSummary.code`; 5: `FileSummary.hasCodeFacts`; 6: word-wise content hash
    static let fileName = "source-index.cache"
    private static let magic: [UInt8] = Array("STRATAIX".utf8)

    /// nil for a missing, foreign, outdated or damaged file.
    static func load(from directory: String) -> [CacheRecord]? {
        guard case .success(let bytes) = FileSystem.readFile(directory + "/" + fileName, limit: Int.max) else { return nil }
        return try? parse(bytes)
    }

    /// The records; their payloads stay slices of `bytes`.
    static func parse(_ bytes: [UInt8]) throws(CacheCorruption) -> [CacheRecord] {
        let records: [CacheRecord]? = bytes.withUnsafeBytes { raw in try? Self.records(in: raw, of: bytes) }
        guard let records else { throw CacheCorruption() }
        return records
    }

    private static func records(in raw: UnsafeRawBufferPointer, of bytes: [UInt8]) throws(CacheCorruption) -> [CacheRecord] {
        guard raw.count >= magic.count, raw.prefix(magic.count).elementsEqual(magic) else { throw CacheCorruption() }
        var reader = BinaryReader(raw, offset: magic.count)
        guard try reader.int() == schemaVersion else { throw CacheCorruption() }
        let count = try reader.count()
        var records: [CacheRecord] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.string()
            let contentHash = try reader.string()
            let stamp = try FileStamp.decode(from: &reader)
            let length = try reader.count()
            let checksum = try reader.uint64()
            let start = try reader.skip(length)
            let payload = bytes[start..<(start + length)]
            records.append(CacheRecord(path: path, contentHash: contentHash, stamp: stamp, checksum: checksum, payload: payload))
        }
        guard reader.isAtEnd else { throw CacheCorruption() }
        return records
    }

    static func serialize(_ records: [CacheRecord]) -> [UInt8] {
        var writer = BinaryWriter(capacity: records.reduce(64) { $0 + $1.payload.count + $1.path.utf8.count + 48 })
        writer.raw(magic)
        writer.int(schemaVersion)
        writer.int(records.count)
        for record in records {
            writer.string(record.path)
            writer.string(record.contentHash)
            FileStamp.encode(record.stamp, into: &writer)
            writer.int(record.payload.count)
            writer.uint64(record.checksum)
            writer.raw(record.payload)
        }
        return writer.bytes
    }

    /// Writes to a temporary file beside the cache, then renames it over: readers (a concurrent
    /// run) see the old cache or the new one, never half of one. Returns whether it worked.
    static func save(_ records: [CacheRecord], to directory: String) -> Bool {
        guard makeDirectories(directory) else { return false }
        let bytes = serialize(records)
        let target = directory + "/" + fileName
        let temporary = "\(target).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count, let base = raw.baseAddress {
                let result = write(descriptor, base + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard ok, closed, rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// `mkdir -p`: creates each missing folder on the way.
    private static func makeDirectories(_ path: String) -> Bool {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/\(part)"
            if mkdir(current, 0o755) != 0, errno != EEXIST { return false }
        }
        if case .success(let status) = FileSystem.status(path, followingLinks: true) { return status.kind == .directory }
        return false
    }
}
