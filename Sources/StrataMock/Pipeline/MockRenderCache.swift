import Foundation
import StrataIndex
import StrataModel

/// A protocol's mock as the planner made it (before the file around it): what a later run with the
/// same inputs reuses instead of reading the protocol's syntax and rendering it again.
package struct CachedRender: Sendable, Equatable {
    package var mockName: String
    /// Rendered and formatted: the same for every path, since a body carries no file header.
    package var body: String
    /// The imports of the protocol's file and its ancestors' files.
    package var imports: [String]
    /// What flattening it said (an ancestor not found, a clash).
    package var issues: [StrataIssue]
}

/// `.strata/cache/mock-renders.cache`: each selected protocol's rendered mock by `renderKey` (its
/// name, file and module, the content hashes of its file and of every file its ancestors come
/// from, and everything the renderer reads: style, conventions, failure values, the executable),
/// and the checksums of the mock pieces that parsed (`MockVerification`), so an unchanged mock is
/// neither rendered nor parsed again.
struct MockRenderCache: Sendable {
    static let fileName = "mock-renders.cache"
    /// Bump when this layout or what a key covers changes.
    static let schemaVersion = 1
    private static let magic = "STRATAMK"

    /// The executable that rendered and verified them: another build may render otherwise or parse
    /// otherwise, so nothing of another build's is used.
    var executable: String
    var renders: [UInt64: CachedRender]
    /// `MockVerification.pieceChecksum` of every piece that parsed without error.
    var verified: Set<UInt64>

    static func load(from directory: String) -> MockRenderCache? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName) else { return nil }
        let cache = MockCacheCoding.unframe(data, magic: magic, schema: schemaVersion) { (reader: inout BinaryReader) throws(CacheCorruption) in
            try decode(&reader)
        }
        return cache?.executable == ExecutableIdentity.current ? cache : nil
    }

    func save(to directory: String) {
        var writer = BinaryWriter(capacity: 64 + renders.values.reduce(0) { $0 + $1.body.utf8.count + 64 } + verified.count * 8)
        writer.string(executable)
        writer.int(renders.count)
        for key in renders.keys.sorted() {
            guard let render = renders[key] else { continue }
            writer.uint64(key)
            writer.string(render.mockName)
            writer.string(render.body)
            writer.strings(render.imports)
            MockCacheCoding.encode(render.issues, into: &writer)
        }
        writer.int(verified.count)
        for checksum in verified.sorted() { writer.uint64(checksum) }
        MockCacheCoding.save(payload: writer.bytes, magic: Self.magic, schema: Self.schemaVersion, to: directory, name: Self.fileName)
    }

    private static func decode(_ reader: inout BinaryReader) throws(CacheCorruption) -> MockRenderCache {
        let executable = try reader.string()
        var renders: [UInt64: CachedRender] = [:]
        for _ in 0..<(try reader.count()) {
            let key = try reader.uint64()
            renders[key] = CachedRender(
                mockName: try reader.string(), body: try reader.string(), imports: try reader.strings(), issues: try MockCacheCoding.decodeIssues(&reader))
        }
        var verified = Set<UInt64>()
        for _ in 0..<(try reader.count()) { verified.insert(try reader.uint64()) }
        return MockRenderCache(executable: executable, renders: renders, verified: verified)
    }
}
