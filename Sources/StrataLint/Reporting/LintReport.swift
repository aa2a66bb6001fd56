import StrataModel

/// What a lint run found, as every reporter receives it.
public struct LintReport: Sendable {
    /// Absolute project root; finding paths are relative to it.
    public var root: String
    /// Reported findings: not suppressed inline, not accepted by the baseline.
    public var findings: [Finding]
    public var filesChecked: Int
    /// Rules that ran, in registry order.
    public var rules: [RuleDescription]
    public var suppressedCount: Int
    public var baselinedCount: Int
    /// Baseline entries that no longer occur (fixed): `--write-baseline` drops them.
    public var fixedBaselineEntries: [Baseline.Entry]

    public init(
        root: String, findings: [Finding], filesChecked: Int, rules: [RuleDescription], suppressedCount: Int = 0,
        baselinedCount: Int = 0, fixedBaselineEntries: [Baseline.Entry] = []
    ) {
        self.root = root
        self.findings = findings
        self.filesChecked = filesChecked
        self.rules = rules
        self.suppressedCount = suppressedCount
        self.baselinedCount = baselinedCount
        self.fixedBaselineEntries = fixedBaselineEntries
    }

    public func count(_ severity: StrataIssue.Severity) -> Int { findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) } }

    public func description(of ruleID: String) -> RuleDescription? {
        rules.first { $0.id == ruleID } ?? RuleRegistry.type(id: ruleID)?.description
    }

    /// `3 errors, 2 warnings in 120 files (4 suppressed, 10 baselined)`.
    public var summaryLine: String {
        var text = "\(Self.plural(count(.error), "error")), \(Self.plural(count(.warning), "warning"))"
        let notes = count(.note)
        if notes > 0 { text += ", \(Self.plural(notes, "note"))" }
        text += " in \(Self.plural(filesChecked, "file"))"
        var extras: [String] = []
        if suppressedCount > 0 { extras.append("\(suppressedCount) suppressed") }
        if baselinedCount > 0 { extras.append("\(baselinedCount) baselined") }
        if !fixedBaselineEntries.isEmpty { extras.append("\(fixedBaselineEntries.count) baseline entries fixed") }
        if !extras.isEmpty { text += " (" + extras.joined(separator: ", ") + ")" }
        return text
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}

/// One output format.
public protocol LintReporter: Sendable {
    func render(_ report: LintReport) -> String
}

/// The formats `--report` accepts.
public enum LintReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: warning: message [rule-id]`, as compilers print (Xcode shows it).
    case xcode
    case json
    case sarif
    /// GitHub Actions workflow commands (`::error file=…`).
    case github
    /// A Markdown summary (for `$GITHUB_STEP_SUMMARY` or a pull request comment).
    case markdown

    public var reporter: any LintReporter {
        switch self {
        case .xcode: return CompilerStyleReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        }
    }
}
