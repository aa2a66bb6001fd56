import Foundation
import StrataIndex
import StrataLint
import StrataModel

/// `strata lint --fix` for every front door (the CLI, the MCP `fix` tool): the fixes of a lint
/// outcome planned, shown as diffs and, unless it is a dry run, written.
public enum LintFixRun {
    public struct Outcome: Sendable {
        /// The files that change (or would), with their diffs.
        public var changes: [FixPlanner.Change]
        /// Findings with a fix Strata did not apply, and why.
        public var skipped: [(finding: Finding, reason: String)]
        /// Files whose write failed.
        public var problems: [StrataIssue]
        /// The changes written (none in a dry run).
        public var written: [FixPlanner.Change]
        /// The findings left once the written fixes are taken away.
        public var remaining: [Finding]

        public var fixedCount: Int { written.reduce(0) { $0 + $1.fixedFindings.count } }
    }

    public static func run(_ lint: LintRun.Outcome, includeUnsafe: Bool, dryRun: Bool) -> Outcome {
        let planner = FixPlanner(root: lint.index.root, includeUnsafe: includeUnsafe)
        let summaries = Dictionary(lint.index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let plan = planner.plan(lint.report.findings, summaries: summaries)
        guard !dryRun else {
            return Outcome(changes: plan.changes, skipped: plan.skipped, problems: [], written: [], remaining: lint.report.findings)
        }
        let problems = planner.write(plan)
        let failed = Set(problems.compactMap { $0.location?.file })
        let written = plan.changes.filter { !failed.contains(CompilerStyleReporter.absolute($0.path, root: lint.index.root)) }
        let fixed = Set(written.flatMap(\.fixedFindings))
        return Outcome(
            changes: plan.changes, skipped: plan.skipped, problems: problems, written: written,
            remaining: lint.report.findings.filter { !fixed.contains($0) })
    }
}

/// `strata lint --write-baseline` for every front door: the baseline created from every finding
/// when there is none, else shrunk by the entries fixed since (it never grows).
public enum BaselineRun {
    public struct Outcome: Sendable {
        /// The lint report as it reads once the baseline is written.
        public var report: LintReport
        /// The baseline file, absolute.
        public var path: String
        public var created: Bool
        public var entries: Int
        /// Entries dropped because their findings are fixed (an existing baseline only).
        public var dropped: Int
        /// Findings not in the baseline that were not added (an existing baseline only).
        public var notAdded: Int

        public var summary: String {
            created
                ? "baseline: recorded \(entries) finding(s)"
                : "baseline: dropped \(dropped) fixed entr\(dropped == 1 ? "y" : "ies"), kept \(entries); \(notAdded) new finding(s) not added (the baseline only shrinks: fix or suppress them)"
        }
    }

    public static func run(_ lint: LintRun.Outcome, at path: String) throws(StrataIssues) -> Outcome {
        var report = lint.report
        let written: Baseline
        var outcome: Outcome
        if let existing = lint.baseline, let partition = lint.baselinePartition {
            written = existing.updated(with: partition)
            report.fixedBaselineEntries = []
            outcome = Outcome(report: report, path: path, created: false, entries: written.entries.count, dropped: partition.fixed.count, notAdded: partition.new.count)
        } else {
            written = Baseline(findings: lint.allFindings)
            report.baselinedCount = lint.allFindings.count
            report.findings = []
            outcome = Outcome(report: report, path: path, created: true, entries: written.entries.count, dropped: 0, notAdded: 0)
        }
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try written.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: path, line: 1, column: 1), "cannot write the baseline: \(error.localizedDescription)")])
        }
        outcome.report = report
        return outcome
    }
}
