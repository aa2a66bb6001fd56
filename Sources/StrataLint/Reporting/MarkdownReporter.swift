import StrataModel

/// A Markdown summary for people: counts per rule, then the findings as a table (at most
/// `maxRows`, so a legacy project does not produce a page nobody reads).
public struct MarkdownReporter: LintReporter {
    public var maxRows: Int

    public init(maxRows: Int = 200) {
        self.maxRows = maxRows
    }

    public func render(_ report: LintReport) -> String {
        var text = "## Strata lint\n\n"
        text += report.findings.isEmpty ? "No findings: \(report.summaryLine).\n" : "\(report.summaryLine).\n"
        guard !report.findings.isEmpty else { return text }

        text += "\n| rule | impact | severity | findings |\n| --- | --- | --- | ---: |\n"
        var counts: [String: (severity: StrataIssue.Severity, count: Int)] = [:]
        for finding in report.findings { counts[finding.ruleID, default: (finding.severity, 0)].count += 1 }
        for (rule, entry) in counts.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
            let description = report.description(of: rule)
            let title = description.map { " — \(Self.cell($0.title))" } ?? ""
            text += "| `\(rule)`\(title) | \(description?.impact.rawValue ?? "") | \(entry.severity.rawValue) | \(entry.count) |\n"
        }

        text += "\n| where | rule | message |\n| --- | --- | --- |\n"
        for finding in report.findings.prefix(maxRows) {
            text += "| `\(finding.location.file):\(finding.location.line)` | `\(finding.ruleID)` | \(Self.cell(finding.message)) |\n"
        }
        if report.findings.count > maxRows {
            text += "\n…and \(report.findings.count - maxRows) more (see the full report, e.g. `--report json:lint.json`).\n"
        }
        text += "\nRun `strata explain <rule>` for a rule's reasons and examples.\n"
        return text
    }

    /// Table cells cannot hold `|` or line breaks.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
