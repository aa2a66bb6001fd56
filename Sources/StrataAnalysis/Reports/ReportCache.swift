import Foundation
import StrataIndex

/// The last rendered report, kept beside the index cache and reused while nothing it depends on
/// changed: every file's path and content hash, the package targets, the problems, the settings
/// (layer globs, format) and Strata's report version.
///
/// Why: classification looks at every type at once (a role depends on conformances declared
/// elsewhere), so it cannot be cached file by file; on an unchanged tree it is most of a warm run.
/// When any input differs the report is recomputed in full, so the cache can never be stale.
public struct ReportCache: Sendable {
    /// Bump when classification or report output changes, so old caches are not reused.
    static let version = "strata-report-cache 1"

    package let directory: String

    public init(directory: String) { self.directory = directory }

    /// A digest of everything the report is computed from.
    package static func fingerprint(of index: SourceIndex, settings: [String]) -> String {
        var hasher = FNV1a()
        hasher.add(version)
        for setting in settings { hasher.add(setting) }
        for file in index.files {
            hasher.add(file.path)
            hasher.add(file.contentHash)
        }
        for target in index.targets {
            hasher.add(target.name)
            hasher.add(target.kind.rawValue)
            hasher.add(target.path)
            for dependency in target.dependencies { hasher.add(dependency) }
        }
        for problem in index.problems { hasher.add(problem.description) }
        return String(hasher.value, radix: 16)
    }

    /// The cached text when it was rendered from the same fingerprint, else nil.
    package func text(named name: String, fingerprint: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path(name)) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let header = Self.header(fingerprint)
        guard text.hasPrefix(header) else { return nil }
        return String(text.dropFirst(header.count))
    }

    /// Stores `text`; a cache that cannot be written only costs speed, so failures are ignored.
    package func store(_ text: String, named name: String, fingerprint: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data((Self.header(fingerprint) + text).utf8).write(to: URL(fileURLWithPath: path(name)), options: .atomic)
    }

    private func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent("report-\(name).cache")
    }

    private static func header(_ fingerprint: String) -> String { "\(version) \(fingerprint)\n" }
}

/// 64-bit FNV-1a over strings, each followed by a separator byte so `ab`+`c` ≠ `a`+`bc`.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }
}
