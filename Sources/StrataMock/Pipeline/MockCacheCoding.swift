import Foundation
import StrataIndex
import StrataModel

/// The framing both mock caches share: a magic, a schema version and a checksum of the payload, so
/// a missing, foreign, outdated or damaged file reads as no cache (never as wrong mocks).
enum MockCacheCoding {
    /// The frame's header for `payload`.
    static func header(magic: String, schema: Int, payload: [UInt8]) -> [UInt8] {
        var writer = BinaryWriter(capacity: 32)
        writer.raw(Array(magic.utf8))
        writer.int(schema)
        writer.uint64(payload.withUnsafeBytes { stableChecksum($0) })
        return writer.bytes
    }

    /// The payload's reader, or nil when the frame is not this cache's or the payload is damaged.
    static func unframe<Value>(
        _ data: Data, magic: String, schema: Int, _ decode: (inout BinaryReader) throws(CacheCorruption) -> Value
    ) -> Value? {
        let magicBytes = Array(magic.utf8)
        return data.withUnsafeBytes { raw -> Value? in
            guard raw.count >= magicBytes.count, raw.prefix(magicBytes.count).elementsEqual(magicBytes) else { return nil }
            var header = BinaryReader(raw, offset: magicBytes.count)
            guard (try? header.int()) == schema, let checksum = try? header.uint64() else { return nil }
            let start = raw.count - header.remaining
            let payload = UnsafeRawBufferPointer(rebasing: raw[start...])
            guard stableChecksum(payload) == checksum else { return nil }
            var reader = BinaryReader(payload)
            guard let value = try? decode(&reader), reader.isAtEnd else { return nil }
            return value
        }
    }

    /// Header and payload written beside, then renamed over (a concurrent run reads the old file or
    /// the new one). The payload is written from its own bytes, not copied into one more buffer: the
    /// render cache holds every mock's text.
    static func save(payload: [UInt8], magic: String, schema: Int, to directory: String, name: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let final = directory + "/" + name
        let temporary = final + ".\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(header(magic: magic, schema: schema, payload: payload))),
            let handle = FileHandle(forWritingAtPath: temporary)
        else { return }
        var written = true
        do {
            _ = try handle.seekToEnd()
            try payload.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                try handle.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none))
            }
            try handle.close()
        } catch {
            written = false
        }
        if !written || rename(temporary, final) != 0 { unlink(temporary) }
    }

    private static let severities: [StrataIssue.Severity] = [.error, .warning, .note]

    static func encode(_ issues: [StrataIssue], into writer: inout BinaryWriter) {
        writer.int(issues.count)
        for issue in issues {
            writer.int(severities.firstIndex(of: issue.severity) ?? 0)
            writer.bool(issue.location != nil)
            if let location = issue.location {
                writer.string(location.file)
                writer.int(location.line)
                writer.int(location.column)
            }
            writer.string(issue.message)
            writer.optionalString(issue.hint)
        }
    }

    static func decodeIssues(_ reader: inout BinaryReader) throws(CacheCorruption) -> [StrataIssue] {
        var issues: [StrataIssue] = []
        for _ in 0..<(try reader.count()) {
            let severity = try reader.int()
            guard severities.indices.contains(severity) else { throw CacheCorruption() }
            var location: SourceLocation?
            if try reader.bool() { location = SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int()) }
            let message = try reader.string()
            issues.append(StrataIssue(severities[severity], at: location, message, hint: try reader.optionalString()))
        }
        return issues
    }
}
