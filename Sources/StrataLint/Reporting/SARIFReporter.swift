import Foundation
import StrataModel

/// SARIF 2.1.0, the format GitHub code scanning, Azure DevOps and most security dashboards import.
///
/// One run; the driver lists the rules that ran with their documentation; results point into the
/// project through the `SRCROOT` base id, so the file stays valid when the checkout moves. Columns
/// are Unicode code points, as `columnKind` says: Strata's UTF-8 columns are converted with `source`
/// (without it they are left as they are, which is the same on ASCII lines).
public struct SARIFReporter: LintReporter {
    public var toolVersion: String
    /// The text of a finding's file (by its path relative to the root), to place fixes that run to
    /// the end of a line (stale-suppression removals); without it those fixes are left out, since a
    /// SARIF region must say where it ends.
    public var source: (@Sendable (String) -> String?)?
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/strata-swift/strata/blob/main/docs/LINT.md"

    public init(toolVersion: String = "0.1.0", source: (@Sendable (String) -> String?)? = nil) {
        self.toolVersion = toolVersion
        self.source = source
    }

    /// `source` for a project on disk: files read under `root`.
    public static func files(under root: String) -> @Sendable (String) -> String? {
        { path in try? String(contentsOfFile: CompilerStyleReporter.absolute(path, root: root), encoding: .utf8) }
    }

    public func render(_ report: LintReport) -> String {
        var rules = report.rules
        for finding in report.findings where !rules.contains(where: { $0.id == finding.ruleID }) {
            if let description = report.description(of: finding.ruleID) { rules.append(description) }
        }
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
        let columns = CodePointColumns(source: source)
        let log = Log(runs: [
            Run(
                tool: Tool(
                    driver: Driver(
                        name: "strata", version: toolVersion, informationUri: Self.informationURI, rules: rules.map(Self.descriptor))),
                originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: URL(fileURLWithPath: root, isDirectory: true).absoluteString)],
                results: report.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID], columns: columns) }
            )
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data(), as: UTF8.self) + "\n"
    }

    // MARK: - Building

    private static func descriptor(_ rule: RuleDescription) -> ReportingDescriptor {
        ReportingDescriptor(
            id: rule.id, name: rule.title, shortDescription: Message(text: rule.title),
            fullDescription: Message(text: rule.impactDescription),
            help: MultiformatMessage(text: rule.rationale, markdown: RuleDocument.markdown(rule)),
            helpUri: "\(informationURI)#\(rule.id)",
            defaultConfiguration: Configuration(level: level(rule.defaultSeverity), enabled: rule.isEnabledByDefault),
            properties: Properties(tags: rule.tags, impact: rule.impact.rawValue))
    }

    private func result(_ finding: Finding, ruleIndex: Int?, columns: CodePointColumns) -> Result {
        let file = finding.location.file
        let artifact = ArtifactLocation(uri: Self.uri(file), uriBaseId: "SRCROOT")
        var message = finding.message
        if let hint = finding.hint { message += " " + hint }
        let fixes = finding.fix.flatMap { fix in
            deletedRegions(fix, in: file, columns: columns).map { regions in
                [
                    SARIFFix(
                        description: Message(text: fix.summary),
                        artifactChanges: [
                            ArtifactChange(
                                artifactLocation: artifact,
                                replacements: zip(regions, fix.edits).map { region, edit in
                                    Replacement(deletedRegion: region, insertedContent: ArtifactContent(text: edit.replacement))
                                })
                        ])
                ]
            }
        }
        return Result(
            ruleId: finding.ruleID, ruleIndex: ruleIndex, level: Self.level(finding.severity), message: Message(text: message),
            locations: [
                Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: artifact,
                        region: Region(
                            startLine: finding.location.line,
                            startColumn: columns.column(finding.location.column, line: finding.location.line, in: file))))
            ],
            partialFingerprints: ["strataFinding/v1": Baseline.Entry(finding).fingerprint],
            fixes: fixes)
    }

    /// The region each edit replaces, in the edits' order; nil when it cannot be told (no edits, or
    /// an edit to the end of a line without the file's text).
    private func deletedRegions(_ fix: Fix, in file: String, columns: CodePointColumns) -> [Region]? {
        guard !fix.edits.isEmpty else { return nil }
        guard fix.edits.contains(where: { $0.length == TextEdit.restOfLine }) else {
            return fix.edits.map { edit in
                Region(
                    startLine: edit.line, startColumn: columns.column(edit.column, line: edit.line, in: file),
                    endColumn: columns.column(edit.column + edit.length, line: edit.line, in: file))
            }
        }
        guard let text = columns.file(file) else { return nil }
        guard case .success(let resolved) = TextEdits.resolve(fix.edits, in: text.bytes) else { return nil }
        return resolved.map { edit in
            let start = TextEdits.position(of: edit.start, lineStarts: text.lineStarts)
            let end = TextEdits.position(of: edit.end, lineStarts: text.lineStarts)
            return Region(
                startLine: start.line, startColumn: columns.column(start.column, line: start.line, in: file),
                endLine: end.line, endColumn: columns.column(end.column, line: end.line, in: file))
        }
    }

    private static func level(_ severity: StrataIssue.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A relative URI reference: path segments percent-encoded.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            String(segment).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#"))) ?? String(segment)
        }.joined(separator: "/")
    }

    // MARK: - The subset of SARIF 2.1.0 written

    struct Log: Encodable {
        var schema = SARIFReporter.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    struct Configuration: Encodable {
        var level: String
        var enabled: Bool
    }

    struct Properties: Encodable {
        var tags: [String]
        var impact: String
    }

    struct Message: Encodable { var text: String }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var fixes: [SARIFFix]?
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }

    struct SARIFFix: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable { var text: String }
}
