import Foundation
import StrataIndex
import StrataModel

/// The last lint run's results, kept beside the index cache (`.strata/cache/lint-results.cache`) so
/// that the next run redoes only what an edit can have changed:
///
/// - the same sources (`SourceStates`: every file's content hash, the Xcode projects, the walk's
///   notes) under the same key (configuration, request, executable): the findings are replayed as
///   they are, with nothing indexed or checked;
/// - some files edited, but every edited file's `crossFileDigest` unchanged and the same files,
///   targets and problems: only the edited files' rules run again; the other files' rule findings
///   are reused, and the project rules and suppressions run as always.
///
/// Anything else (a type renamed, a member added, a file added or removed, another configuration)
/// is a full run. A missing, foreign or damaged file is no cache, never an error.
public struct LintResultCache: Sendable {
    public static let fileName = "lint-results.cache"
    /// Bump when this layout changes.
    static let schemaVersion = 2
    private static let magic: [UInt8] = Array("STRATALR".utf8)

    /// What the results were computed under: configuration, request and the executable (see `LintRun`).
    public var key: String
    public var states: SourceStates
    /// The engine's outcome: findings after suppressions, before any baseline.
    package var findings: [Finding]
    package var suppressedCount: Int
    package var filesChecked: Int
    /// `LintEngine.Outcome.fileRuleFindings`.
    package var fileRuleFindings: [String: [Finding]]
    /// Each indexed file's content hash as indexed and its `crossFileDigest`, by path.
    public var indexedFiles: [String: IndexedFile]
    /// `SourceIndex.projectFactsDigest`.
    public var projectFactsDigest: UInt64

    public init(
        key: String, states: SourceStates, findings: [Finding], suppressedCount: Int, filesChecked: Int,
        fileRuleFindings: [String: [Finding]], indexedFiles: [String: IndexedFile], projectFactsDigest: UInt64
    ) {
        self.key = key
        self.states = states
        self.findings = findings
        self.suppressedCount = suppressedCount
        self.filesChecked = filesChecked
        self.fileRuleFindings = fileRuleFindings
        self.indexedFiles = indexedFiles
        self.projectFactsDigest = projectFactsDigest
    }

    public struct IndexedFile: Sendable, Equatable {
        package var contentHash: String
        package var crossFileDigest: UInt64

        package init(_ summary: FileSummary) {
            self.init(contentHash: summary.contentHash, crossFileDigest: summary.crossFileDigest)
        }

        init(contentHash: String, crossFileDigest: UInt64) {
            self.contentHash = contentHash
            self.crossFileDigest = crossFileDigest
        }
    }

    /// Whether `states` describe exactly the files `index` was made of (no file changed between the
    /// scan and the read): only then may the results be stored under them.
    package static func statesMatch(_ states: SourceStates, _ indexedFiles: [String: IndexedFile]) -> Bool {
        let readable = states.files.filter { $0.contentHash != SourceStates.unreadable }
        return readable.count == indexedFiles.count && readable.allSatisfy { indexedFiles[$0.path]?.contentHash == $0.contentHash }
    }

    /// Whether the findings of a run over `states` under `key` are these ones as they are.
    package func replays(key: String, states: SourceStates) -> Bool {
        self.key == key && self.states == states
    }

    /// The file rules' findings to reuse for a run over `index` (every file whose content is unchanged),
    /// or nil when an edit may have changed what other files' checks see, so every file is checked.
    public func reusableFileFindings(key: String, index: SourceIndex) -> [String: [Finding]]? {
        guard self.key == key, index.files.count == indexedFiles.count, index.projectFactsDigest == projectFactsDigest else { return nil }
        var reused: [String: [Finding]] = [:]
        reused.reserveCapacity(index.files.count)
        for summary in index.files {
            guard let before = indexedFiles[summary.path] else { return nil }
            if before.contentHash == summary.contentHash {
                reused[summary.path] = fileRuleFindings[summary.path] ?? []
            } else if summary.crossFileDigest != before.crossFileDigest {
                return nil
            }
        }
        return reused
    }

    // MARK: - Storage

    /// nil for a missing, foreign, outdated or damaged file.
    public static func load(from directory: String) -> LintResultCache? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName) else { return nil }
        return data.withUnsafeBytes { raw in try? decode(raw) }
    }

    /// Written beside, then renamed over: a concurrent run reads the old file or the new one. Returns whether it worked.
    @discardableResult
    public func save(to directory: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(encoded()).write(to: URL(fileURLWithPath: directory + "/" + Self.fileName), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    func encoded() -> [UInt8] {
        var writer = BinaryWriter(capacity: 64 + findings.count * 160)
        writer.raw(Self.magic)
        writer.int(Self.schemaVersion)
        writer.string(key)
        states.encode(into: &writer)
        Self.encode(findings, into: &writer)
        writer.int(suppressedCount)
        writer.int(filesChecked)
        writer.int(fileRuleFindings.count)
        for path in fileRuleFindings.keys.sorted() {
            writer.string(path)
            Self.encode(fileRuleFindings[path] ?? [], into: &writer)
        }
        writer.int(indexedFiles.count)
        for path in indexedFiles.keys.sorted() {
            writer.string(path)
            writer.string(indexedFiles[path]?.contentHash ?? "")
            writer.uint64(indexedFiles[path]?.crossFileDigest ?? 0)
        }
        writer.uint64(projectFactsDigest)
        return writer.bytes
    }

    static func decode(_ raw: UnsafeRawBufferPointer) throws(CacheCorruption) -> LintResultCache {
        guard raw.count >= magic.count, raw.prefix(magic.count).elementsEqual(magic) else { throw CacheCorruption() }
        var reader = BinaryReader(raw, offset: magic.count)
        guard try reader.int() == schemaVersion else { throw CacheCorruption() }
        let key = try reader.string()
        let states = try SourceStates.decode(from: &reader)
        let findings = try decodeFindings(&reader)
        let suppressed = try reader.int()
        let checked = try reader.int()
        var byFile: [String: [Finding]] = [:]
        for _ in 0..<(try reader.count()) {
            let path = try reader.string()
            byFile[path] = try decodeFindings(&reader)
        }
        var indexed: [String: IndexedFile] = [:]
        let indexedCount = try reader.count()
        indexed.reserveCapacity(indexedCount)
        for _ in 0..<indexedCount {
            let path = try reader.string()
            indexed[path] = IndexedFile(contentHash: try reader.string(), crossFileDigest: try reader.uint64())
        }
        let projectDigest = try reader.uint64()
        guard reader.isAtEnd else { throw CacheCorruption() }
        return LintResultCache(
            key: key, states: states, findings: findings, suppressedCount: suppressed, filesChecked: checked,
            fileRuleFindings: byFile, indexedFiles: indexed, projectFactsDigest: projectDigest)
    }

    private static let severities: [StrataIssue.Severity] = [.error, .warning, .note]

    private static func encode(_ findings: [Finding], into writer: inout BinaryWriter) {
        writer.int(findings.count)
        for finding in findings {
            writer.string(finding.ruleID)
            writer.int(severities.firstIndex(of: finding.severity) ?? 0)
            writer.string(finding.location.file)
            writer.int(finding.location.line)
            writer.int(finding.location.column)
            writer.string(finding.message)
            writer.optionalString(finding.hint)
            writer.bool(finding.fix != nil)
            if let fix = finding.fix {
                writer.string(fix.summary)
                writer.bool(fix.isSafe)
                writer.int(fix.edits.count)
                for edit in fix.edits {
                    writer.int(edit.line)
                    writer.int(edit.column)
                    writer.int(edit.length)
                    writer.string(edit.replacement)
                }
            }
        }
    }

    private static func decodeFindings(_ reader: inout BinaryReader) throws(CacheCorruption) -> [Finding] {
        let count = try reader.count()
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            let rule = try reader.string()
            let severity = try reader.int()
            guard severities.indices.contains(severity) else { throw CacheCorruption() }
            let location = SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int())
            let message = try reader.string()
            let hint = try reader.optionalString()
            var fix: Fix?
            if try reader.bool() {
                let summary = try reader.string()
                let isSafe = try reader.bool()
                var edits: [TextEdit] = []
                for _ in 0..<(try reader.count()) {
                    edits.append(TextEdit(line: try reader.int(), column: try reader.int(), length: try reader.int(), replacement: try reader.string()))
                }
                fix = Fix(summary: summary, isSafe: isSafe, edits: edits)
            }
            findings.append(Finding(ruleID: rule, severity: severities[severity], location: location, message: message, hint: hint, fix: fix))
        }
        return findings
    }
}
