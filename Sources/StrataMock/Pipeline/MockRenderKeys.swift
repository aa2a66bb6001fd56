import Foundation
import StrataIndex
import StrataModel

/// Which selected protocols' mocks can be taken from `MockRenderCache`: a mock is the same when
/// its protocol and every ancestor it inherits from are the same (same files, by content hash, same
/// modules) and the renderer is set up the same (style, conventions, failure values).
struct MockRenderKeys {
    /// By `ProtocolEntry.cacheName`; nil for a protocol whose ancestors are found by an ambiguous
    /// name (two project protocols share it): which one the flattener takes depends on which
    /// protocols are loaded, so such a mock is always rendered, from every selected protocol.
    let keys: [String: UInt64?]

    /// `renderer`: `renderer(style:conventions:)`. A mock's failure values (`throws(LoadError)`
    /// defaults to `.failure(.loadFailed)`) are keyed by the types its protocols' files name, so a
    /// new type elsewhere (a mock's own `init()`) does not render every mock again.
    init(selected: [ProtocolEntry], among entries: [ProtocolEntry], index: SourceIndex, renderer: String, failures: FailureValues) {
        let byName = ProtocolLoader.byName(entries)
        let summaries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var modules: [String: String] = [:]
        var byCacheName: [String: ProtocolEntry] = [:]
        for entry in entries {
            modules[entry.cacheName] = entry.module ?? ""
            byCacheName[entry.cacheName] = entry
        }
        // What a file contributes to the key of every mock that reads it: its content hash and the
        // failure values of the types it names (every value, without code facts: a summary made for
        // `analyze`). Made once per file, however many protocols it holds.
        var fileParts: [String: String] = [:]
        func part(_ file: String) -> String {
            if let made = fileParts[file] { return made }
            let summary = summaries[file]
            let named = summary?.hasCodeFacts == true ? Set(summary?.code.typeReferences.map(\.name) ?? []) : nil
            let made = file + "#" + (summary?.contentHash ?? "?") + "#" + failures.stableDescription(of: named)
            fileParts[file] = made
            return made
        }
        let rendererDigest = String(stableDigest(renderer))
        var keys: [String: UInt64?] = [:]
        keys.reserveCapacity(selected.count)
        for entry in selected {
            let (needed, files) = ProtocolLoader.closure(of: [entry], byName: byName)
            let ambiguous = needed.contains { name in
                (byCacheName[name]?.inherited ?? []).contains { parent in
                    let bare = ProtocolCatalog.bareName(parent)
                    let simple = String(bare.split(separator: ".").last ?? "")
                    return (byName[bare]?.count ?? 0) + (bare == simple ? 0 : byName[simple]?.count ?? 0) > 1
                }
            }
            guard !ambiguous else {
                keys[entry.cacheName] = .some(nil)
                continue
            }
            var text = rendererDigest + "\n" + entry.cacheName + "\n"
            for name in needed.sorted() { text += name + "@" + (modules[name] ?? "") + "\n" }
            for file in files.sorted() { text += part(file) + "\n" }
            keys[entry.cacheName] = stableDigest(text)
        }
        self.keys = keys
    }

    /// Whether some selected protocol can never be reused (see `keys`).
    var hasAmbiguous: Bool { keys.values.contains { $0 == nil } }

    /// What the renderer reads besides the protocols: part of every key.
    static func renderer(style: MockStyle, conventions: Conventions) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let conventionsText = (try? encoder.encode(conventions)).map { String(decoding: $0, as: UTF8.self) } ?? "\(UUID())"
        return "schema=\(MockRenderCache.schemaVersion);style=\(style.rawValue);conventions=\(conventionsText)"
    }
}
