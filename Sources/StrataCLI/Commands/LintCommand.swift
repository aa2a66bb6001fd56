import ArgumentParser
import Foundation
import StrataLint
import StrataModel

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the architecture rules: layers, repositories, DTOs, use cases, mocks.",
        discussion: """
            Every Swift file is parsed once (all cores, cached by content in .strata/cache) and every
            enabled rule runs on it. Configure rules under `lint:` in .strata.yml; suppress one line with
            `// strata:disable:next <rule-id> -- <reason>`; adopt on legacy code with a baseline.
            Exit status: 0 clean, 1 findings at error severity (any finding with --strict), 2 usage or
            config error.

            Examples:
              strata lint
              strata lint --project ../MyApp --report xcode --report sarif:lint.sarif
              strata lint --report github --report markdown:$GITHUB_STEP_SUMMARY --strict
              strata lint --write-baseline          # accept today's findings; only new ones fail
              strata lint --fix --dry-run           # show the diff of the safe fixes
              strata rules && strata explain dto-boundary
            """
    )

    @OptionGroup var location: ProjectOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Output: xcode (default), json, sarif, github or markdown; add :<file> to write a file. Repeat for several.",
            valueName: "format[:file]"))
    var report: [String] = []

    @Flag(name: .long, help: "Exit 1 on any finding, not only on errors.")
    var strict = false

    @Option(
        name: .long, help: ArgumentHelp("Run only this rule (repeatable), whatever the config says.", valueName: "rule-id"), completion: .list(RuleRegistry.descriptions.map(\.id)))
    var rule: [String] = []

    @Option(name: .long, help: ArgumentHelp("House style for the style rules (turns them on); overrides .strata.yml.", valueName: "name"), completion: .list(Presets.names))
    var preset: String?

    @Option(
        name: .long, help: ArgumentHelp("Baseline file of accepted findings (default: lint.baseline, else .strata/lint-baseline.json when writing).", valueName: "file"),
        completion: .file())
    var baseline: String?

    @Flag(name: .long, help: "Write the baseline: all findings when it does not exist; otherwise drop the fixed entries (it never grows).")
    var writeBaseline = false

    @Flag(name: .long, help: "Apply the safe fixes and show their diff.")
    var fix = false

    @Flag(name: .long, help: "With --fix, also apply fixes that may change behaviour.")
    var unsafeFixes = false

    @Flag(name: .long, help: "With --fix, show the diff but write nothing.")
    var dryRun = false

    @OptionGroup var cache: CacheOption

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        for value in report { _ = try ReportTarget(value) }
        if unsafeFixes && !fix { throw ValidationError("--unsafe-fixes only works with --fix") }
        if dryRun && !fix { throw ValidationError("--dry-run only works with --fix") }
    }

    func run() async throws {
        let console = logging.console
        let stopwatch = Stopwatch()
        var request = LintRun.Request(project: location.url)
        request.useCache = cache.useCache
        request.presetOverride = preset
        request.only = rule.isEmpty ? nil : rule
        request.baselinePath = baseline
        request.writesBaseline = writeBaseline
        request.reusesResults = !fix  // fixes read the index, which a replayed run does not make
        var outcome: LintRun.Outcome
        do {
            outcome = try await LintRun.run(request)
        } catch {
            console.report(error.issues)
            throw ExitCode(2)
        }
        ExitTeardown.keepUntilExit(outcome.index)
        if fix { outcome.report.findings = applyFixes(outcome, console: console) }
        if writeBaseline, let path = outcome.baselinePath {
            outcome.report = try updateBaseline(outcome, at: path, console: console)
        }
        for target in try report.isEmpty ? [ReportTarget("xcode")] : report.map(ReportTarget.init) {
            try target.write(outcome.report, console: console)
        }
        for entry in outcome.report.fixedBaselineEntries.prefix(20) {
            console.info("\(entry.file):\(entry.line): note: fixed since the baseline: \(entry.message) [\(entry.rule)] — `--write-baseline` drops it")
        }
        console.info(outcome.report.summaryLine)
        console.detail(
            "config: \(outcome.configuration.baselinePath.map { "baseline \($0), " } ?? "")\(outcome.configuration.enabledIDs.count) rules; \(Self.describe(outcome)); \(stopwatch.elapsed)"
        )
        let failing = outcome.report.findings.contains { strict || $0.severity == .error }
        if failing { throw ExitCode(1) }
    }

    /// Where the findings came from, for `--verbose`.
    private static func describe(_ outcome: LintRun.Outcome) -> String {
        switch outcome.reuse {
        case .replayed: "nothing changed since the last run: findings replayed from the cache"
        case .unchangedFiles(let reused):
            "\(outcome.statistics.filesFromCache) of \(outcome.index.files.count) files from the cache, \(reused) files' findings reused"
        case .replacedInMemory(let files): "\(files) edited files read again into the look-ups kept in memory, only they checked again"
        case .none: "\(outcome.statistics.filesFromCache) of \(outcome.index.files.count) files from the cache"
        }
    }

    /// Applies (or previews) the fixes; returns the findings that remain.
    private func applyFixes(_ outcome: LintRun.Outcome, console: Console) -> [Finding] {
        let fixes = LintFixRun.run(outcome, includeUnsafe: unsafeFixes, dryRun: dryRun)
        for change in fixes.changes { console.info(change.diff) }
        for (finding, reason) in fixes.skipped {
            console.info("\(finding.location): note: not fixed: \(reason) [\(finding.ruleID)]")
        }
        guard !dryRun else {
            console.info("--dry-run: \(fixes.changes.count) file(s) would change")
            return fixes.remaining
        }
        console.report(fixes.problems)
        console.info("fixed \(fixes.fixedCount) finding(s) in \(fixes.written.count) file(s)")
        return fixes.remaining
    }

    /// Creates the baseline, or shrinks it; returns the report to print afterwards.
    private func updateBaseline(_ outcome: LintRun.Outcome, at path: String, console: Console) throws -> LintReport {
        do {
            let written = try BaselineRun.run(outcome, at: path)
            console.info(written.summary)
            console.info("baseline written to \(path)")
            return written.report
        } catch {
            console.report(error.issues)
            throw ExitCode(2)
        }
    }
}

/// `--report sarif:lint.sarif`: a format and where it goes (standard output without a file).
struct ReportTarget {
    var format: LintReportFormat
    var path: String?

    init(_ value: String) throws {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, let format = LintReportFormat(rawValue: name) else {
            let names = LintReportFormat.allCases.map(\.rawValue)
            let suggestion = Naming.suggestion(for: parts.first ?? value, among: names).map { " (did you mean `\($0)`?)" } ?? ""
            throw ValidationError("unknown report format `\(parts.first ?? value)`\(suggestion); use one of \(names.joined(separator: ", "))")
        }
        if parts.count == 2, parts[1].isEmpty { throw ValidationError("`--report \(value)` names no file after `:`") }
        self.format = format
        path = parts.count == 2 ? parts[1] : nil
    }

    func write(_ report: LintReport, console: Console) throws {
        let reporter: any LintReporter =
            format == .sarif
            ? SARIFReporter(toolVersion: StrataCommand.configuration.version, source: SARIFReporter.files(under: report.root))
            : format.reporter
        let text = reporter.render(report)
        guard let path else {
            if !text.isEmpty { console.out(text) }
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            console.report([StrataIssue(.error, at: SourceLocation(file: path, line: 1, column: 1), "cannot write the \(format.rawValue) report: \(error.localizedDescription)")])
            throw ExitCode(2)
        }
    }
}
