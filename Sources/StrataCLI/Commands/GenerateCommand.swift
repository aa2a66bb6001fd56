import ArgumentParser
import Foundation
import StrataGenerate
import StrataModel
import StrataWorkspace

struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a feature's domain layer, mocks, tests and wiring from a spec.",
        discussion: """
            Everything is rendered and parsed before anything is written; then all files are written
            at once, or none. Files you edited since Strata wrote them are kept and reported (use
            --force to overwrite them). Running twice changes nothing the second time.

            An error type the project already declares (one app-wide `enum ShopError`) is not written
            again: your enum gains the cases the feature uses, in the same write, matching its style;
            a note says so (file:line) and --dry-run shows the diff. No flag needed: it only adds.
            Stops with file:line:col if the type is not an enum, is declared twice, does not parse, or
            has a case of the same name with another shape; warns about each `switch` over it without
            `default`, which must handle the new cases.

            Examples:
              strata generate --example workouts --output /tmp/Workouts --package
              strata generate --spec Specs/Workouts.yml --output . --preset contract --dry-run
              strata generate --example movies --output /tmp/Movies --preset popcorn --package --data
            """
    )

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var style: StyleOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Project root to write into.", valueName: "dir"), completion: .directory)
    var output: String = "."

    @OptionGroup var preview: DryRunOption

    @Flag(name: .long, help: "Overwrite files that were edited by hand or not written by Strata.")
    var force = false

    @Flag(name: .long, help: "Also write a Package.swift so the output builds and tests on its own.")
    var package = false

    @Option(name: .long, help: ArgumentHelp("Also write the Markdown design document at this path, relative to the output.", valueName: "path"))
    var design: String?

    @Flag(
        inversion: .prefixedNo,
        help: "Generate the Data layer (DTOs, API client, data sources, SwiftData, repositories) or not. Default: the spec's `data:` section, then `conventions.data.generate`.")
    var data: Bool?

    @OptionGroup var logging: LoggingOptions

    func run() async throws {
        let console = logging.console
        let stopwatch = Stopwatch()
        let request = GenerationRequest(
            spec: specOptions.source,
            output: URL(fileURLWithPath: output),
            configFile: style.config.map { URL(fileURLWithPath: $0) },
            presetOverride: style.preset,
            lightweight: style.lightweight,
            options: GenerationOptions(packageManifest: package, designDocumentPath: design, dataLayer: data),
            dryRun: preview.dryRun,
            force: force
        )
        var conflicted = false
        do {
            let outcome = try await GenerationRun.run(request)
            console.report(outcome.warnings)
            PlanPrinter(console: console).print(outcome, dryRun: preview.dryRun)
            console.detail(
                "conventions: \(outcome.conventions.preset); output: \(URL(fileURLWithPath: output).standardizedFileURL.path); \(outcome.plan.entries.count) files planned in \(stopwatch.elapsed)"
            )
            // A conflict leaves the feature's files disagreeing with each other: the run wrote the
            // rest, but it is not a success until the kept file is merged.
            conflicted = outcome.warnings.contains { $0.severity == .error }
        } catch {
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
        if conflicted { throw ExitCode(ExitStatus.problems) }
    }
}

/// Summaries of a write plan: one line per file on a dry run, counts after a real run.
struct PlanPrinter {
    let console: Console

    func print(_ outcome: GenerationOutcome, dryRun: Bool) {
        // Said on every run, also with --quiet: generate changed (or would change) a file that is the project's, not Strata's.
        console.report(
            outcome.projectEdits.map { change in
                StrataIssue(
                    .note, at: SourceLocation(file: change.path, line: change.line, column: 1),
                    "\(dryRun ? "would edit" : "edited") the project's file: \(change.summary)",
                    hint: dryRun ? "Strata only adds to it; its diff is below" : "Strata only adds to it; run with --dry-run first to see the diff")
            })
        print(outcome.plan, report: outcome.report, dryRun: dryRun, title: "\(outcome.model.feature) (\(outcome.conventions.preset))")
    }

    /// `title` starts the summary line of a real run ("Workouts (contract): 3 created, …").
    func print(_ plan: WritePlan, report: WriteReport?, dryRun: Bool, title: String) {
        console.recovery(plan.recovery)
        let entries = plan.entries
        if dryRun {
            for entry in entries {
                console.out("\(label(entry.action)) \(entry.path)")
            }
            let diff = plan.unifiedDiff
            if !diff.isEmpty { console.out("\n" + diff) }
            printConflicts(plan)
            console.info("dry run: nothing was written")
            return
        }
        printConflicts(plan)
        // Conflicts and stale files have their own messages (`RegenerationIssues`).
        let conflicts = Set(plan.conflicts.map(\.path))
        for skipped in plan.skipped where !skipped.removes && !conflicts.contains(skipped.path) {
            console.report([
                StrataIssue(
                    .warning, at: SourceLocation(file: skipped.path, line: 1, column: 1),
                    skipped.action == .skipEdited ? "kept: edited since Strata wrote it" : "kept: not written by Strata",
                    hint: "review with --dry-run; overwrite with --force"
                )
            ])
        }
        guard let report else { return }
        let written = report.created.count + report.updated.count + report.overwritten.count + report.deleted.count
        let deleted = report.deleted.isEmpty ? "" : ", \(report.deleted.count) deleted"
        // The report counts in-place edits of the project's files as updates; they are told apart here.
        let editCount = entries.filter { $0.action == .edit }.count
        let edited = editCount == 0 ? "" : ", \(editCount) project file\(editCount == 1 ? "" : "s") edited"
        console.info(
            "\(title): \(report.created.count) created, \(report.updated.count - editCount + report.overwritten.count) updated\(edited)\(deleted), \(report.unchanged.count) unchanged, \(plan.skipped.count) kept"
                + (written == 0 ? " — nothing to do" : ""))
    }

    /// The change each conflicting kept file did not get, from the file as it is to the new
    /// rendering: what the user merges by hand (printed on real runs too, since the run moves on).
    private func printConflicts(_ plan: WritePlan) {
        let diff = plan.conflicts.map(\.diff).joined()
        guard !diff.isEmpty else { return }
        console.out("\nconflicts (kept file → new rendering):\n" + diff)
    }

    func label(_ action: WriteAction) -> String {
        switch action {
        case .create: return "create   "
        case .update: return "update   "
        case .edit: return "edit     "
        case .unchanged: return "unchanged"
        case .overwriteEdited, .overwriteUnowned: return "overwrite"
        case .skipEdited: return "keep (edited)"
        case .skipUnowned: return "keep (not Strata's)"
        case .delete: return "delete   "
        case .merge: return "merge (edited)"
        }
    }
}

extension Console {
    /// Said on every run, also with --quiet: planning found an interrupted write and rolled it back
    /// or completed it, or cleared leftover hidden files.
    func recovery(_ report: RecoveryReport) {
        guard !report.isEmpty else { return }
        self.report([StrataIssue(.note, at: nil, report.description)])
    }
}
