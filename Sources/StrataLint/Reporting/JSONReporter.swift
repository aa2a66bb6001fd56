import Foundation
import StrataModel

/// Machine-readable findings for tools and agents: stable keys, paths relative to `root`.
public struct JSONReporter: LintReporter {
    public init() {}

    struct Document: Encodable {
        var version = 1
        var tool = "strata"
        var root: String
        var summary: Summary
        var findings: [Item]
        var fixedBaselineEntries: [Baseline.Entry]
    }

    struct Summary: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var baselined: Int
        var rules: [String]
    }

    struct Item: Encodable {
        var rule: String
        var title: String?
        var impact: String?
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?
        var fix: Fix?
    }

    public func render(_ report: LintReport) -> String {
        render(report, findingsIn: report.findings.indices)
    }

    /// The document with only `findings[range]` listed, its summary still counting them all: a page
    /// of a long report without encoding the rest.
    public func render(_ report: LintReport, findingsIn range: Range<Int>) -> String {
        let document = Document(
            root: report.root,
            summary: Summary(
                files: report.filesChecked, errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
                suppressed: report.suppressedCount, baselined: report.baselinedCount, rules: report.rules.map(\.id)),
            findings: report.findings[range].map { finding in
                let description = report.description(of: finding.ruleID)
                return Item(
                    rule: finding.ruleID, title: description?.title, impact: description?.impact.rawValue, severity: finding.severity.rawValue,
                    file: finding.location.file, line: finding.location.line, column: finding.location.column, message: finding.message,
                    hint: finding.hint, fix: finding.fix)
            },
            fixedBaselineEntries: report.fixedBaselineEntries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }
}
