import Foundation
import StrataIndex
import StrataModel

/// `.strata/cache/mock-results.cache`: what the last mock run planned, so that a run with nothing
/// changed repeats its plan without indexing, classifying, reading protocols or rendering.
///
/// It stands for the run as long as the key (request, settings, executable), every Swift file's
/// content hash (`SourceStates`, the mocks themselves included), the manifest and every planned
/// file's content on disk are what they were after that run. Anything else is a full run.
struct MockResultCache: Sendable {
    static let fileName = "mock-results.cache"
    /// Bump when this layout changes.
    static let schemaVersion = 1
    private static let magic = "STRATAMR"

    var key: String
    /// The sources after the run (its own writes included).
    var states: SourceStates
    /// `stableChecksum` of `.strata/manifest.json` after the run; nil when there was none.
    var manifestChecksum: UInt64?
    /// The planned files (path, `FileSummary.contentHash` of the contents), in plan order.
    var files: [(path: String, contentHash: String)]
    /// The stale mocks the plan was asked to remove.
    var stale: [String]
    /// The outcome's warnings from selection, rendering and clashes (ownership's are made again).
    var warnings: [StrataIssue]
    var selection: String
    var protocols: [String]
    var style: String
    var styleReason: String
    var conventionsInferred: Bool

    static func load(from directory: String) -> MockResultCache? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName) else { return nil }
        return MockCacheCoding.unframe(data, magic: magic, schema: schemaVersion) { (reader: inout BinaryReader) throws(CacheCorruption) in
            try decode(&reader)
        }
    }

    func save(to directory: String) {
        var writer = BinaryWriter(capacity: 256 + states.files.count * 96)
        writer.string(key)
        states.encode(into: &writer)
        writer.bool(manifestChecksum != nil)
        writer.uint64(manifestChecksum ?? 0)
        writer.int(files.count)
        for file in files {
            writer.string(file.path)
            writer.string(file.contentHash)
        }
        writer.strings(stale)
        MockCacheCoding.encode(warnings, into: &writer)
        writer.string(selection)
        writer.strings(protocols)
        writer.string(style)
        writer.string(styleReason)
        writer.bool(conventionsInferred)
        MockCacheCoding.save(payload: writer.bytes, magic: Self.magic, schema: Self.schemaVersion, to: directory, name: Self.fileName)
    }

    private static func decode(_ reader: inout BinaryReader) throws(CacheCorruption) -> MockResultCache {
        let key = try reader.string()
        let states = try SourceStates.decode(from: &reader)
        let hasManifest = try reader.bool()
        let manifest = try reader.uint64()
        var files: [(path: String, contentHash: String)] = []
        for _ in 0..<(try reader.count()) { files.append((try reader.string(), try reader.string())) }
        return MockResultCache(
            key: key, states: states, manifestChecksum: hasManifest ? manifest : nil, files: files, stale: try reader.strings(),
            warnings: try MockCacheCoding.decodeIssues(&reader), selection: try reader.string(), protocols: try reader.strings(),
            style: try reader.string(), styleReason: try reader.string(), conventionsInferred: try reader.bool())
    }

    /// `stableChecksum` of the file's bytes; nil when it does not exist.
    static func checksum(ofFile path: String) -> UInt64? {
        FileManager.default.contents(atPath: path).map { data in data.withUnsafeBytes { stableChecksum($0) } }
    }
}
