import ArgumentParser
import Foundation
import StrataMock
import StrataModel
import StrataWorkspace

extension MockStyle: ExpressibleByArgument {}
extension MockedRole: ExpressibleByArgument {}
extension Layer: ExpressibleByArgument {}

struct MockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mock",
        abstract: "Generate test doubles for the project's protocols, in the project's mock style.",
        discussion: """
            Protocols are chosen by `/// @mockable` (as Mockolo reads it), by role, layer or path, or by name. Without a choice: the annotated protocols, or, when none is annotated, every repository, use case contract and data source. Requirements inherited from the project's other protocols are included.

            The style (the contract preset's results and call tracking, Mockolo's handler closures, or both) is read from the project's existing mocks unless --style says. Mocks go beside the module's existing mocks, else where the conventions put them (`paths.repositoryMock`, `paths.useCaseMock`; inferred when there is no .strata.yml), or into --output, or all into --single-file.

            The `mock:` section of .strata.yml (style, output or singleFile, annotated/roles/layers/names/paths, imports) says what a run without options does; options override it.

            Every file is parsed once (all cores, cached in .strata/cache). Mocks of unchanged protocols are left byte for byte; mocks edited by hand are kept (--force overwrites them). The mock Strata wrote for a protocol since deleted or renamed is deleted, unless it was edited by hand (then it is kept and named). A mock file `strata generate` wrote is left to it. --check writes nothing and exits 1 when a mock is missing, out of date or stale, for CI.

            Examples:
              strata mock
              strata mock --role repositories --role use-cases --output Tests/Shared/Mocks
              strata mock --name 'User*' --style handler --dry-run
              strata mock --check
            """
    )

    @OptionGroup var location: ProjectOption

    @Flag(name: .long, help: "Protocols annotated with `/// @mockable`.")
    var annotated = false

    @Option(name: .long, help: ArgumentHelp("Protocols of a role: repositories, use-cases, data-sources, api-clients (repeatable).", valueName: "role"))
    var role: [MockedRole] = []

    @Option(name: .long, help: ArgumentHelp("Protocols in a layer: domain, application, data, presentation, app (repeatable).", valueName: "layer"))
    var layer: [Layer] = []

    @Option(name: .long, help: ArgumentHelp("A protocol name, or a glob of names like '*Repository' (repeatable; adds to the other choices).", valueName: "name"))
    var name: [String] = []

    @Option(name: .long, help: ArgumentHelp("Protocols in files matching a path glob, like 'Sources/Domain/**' (repeatable).", valueName: "glob"))
    var path: [String] = []

    @Option(name: .long, help: "Mock style: seed (call counts, last arguments, results), handler (Mockolo's closures) or combined. Default: as the existing mocks.")
    var style: MockStyle?

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder for the mocks, one file per protocol (relative to the project).", valueName: "dir"), completion: .directory)
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Write every mock into this one file instead (relative to the project).", valueName: "file"), completion: .file())
    var singleFile: String?

    @Option(name: .long, help: ArgumentHelp("Also `@testable import` this module in every mock (repeatable).", valueName: "module"))
    var `import`: [String] = []

    @OptionGroup var preview: DryRunOption

    @Flag(name: .long, help: "Write nothing; exit 1 if a mock is missing, out of date or stale.")
    var check = false

    @Flag(name: .long, help: "Overwrite mocks that were edited by hand or not written by Strata.")
    var force = false

    @OptionGroup var cache: CacheOption

    @OptionGroup var logging: LoggingOptions

    func validate() throws {
        if output != nil, singleFile != nil { throw ValidationError("--output and --single-file choose where mocks go; give one of them") }
        if preview.dryRun, check { throw ValidationError("--dry-run and --check both write nothing; give one of them") }
    }

    func run() async throws {
        let console = logging.console
        let stopwatch = Stopwatch()
        let progress = ProgressLine(quiet: console.quiet)
        let destination: MockDestination = singleFile.map { .file($0) } ?? output.map { .folder($0) } ?? .conventions
        let request = MockRequest(
            project: location.url,
            selection: MockSelection(annotated: annotated, roles: role, layers: layer, names: name, paths: path),
            style: style, destination: destination, extraImports: self.import,
            mode: check ? .check : preview.dryRun ? .dryRun : .write, force: force, useCache: cache.useCache, progress: progress.indexProgress)
        let outcome: MockOutcome
        do {
            outcome = try await MockRun.run(request)
            progress.finish()
        } catch {
            progress.finish()
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
        console.report(outcome.warnings)
        console.info(
            "\(outcome.protocols.count) protocols (\(outcome.selection)), style \(outcome.style.rawValue) (\(outcome.styleReason)), conventions \(outcome.conventionsInferred ? "inferred from the code (no .strata.yml)" : "from .strata.yml")"
        )
        if check {
            try report(check: outcome, console: console)
            return
        }
        PlanPrinter(console: console).print(outcome.plan, report: outcome.report, dryRun: preview.dryRun, title: "mocks")
        console.detail("done in \(stopwatch.elapsed)")
    }

    private func report(check outcome: MockOutcome, console: Console) throws {
        console.recovery(outcome.plan.recovery)
        let stale = outcome.outOfDate
        console.report(
            stale.map { entry in
                StrataIssue(
                    .error, at: SourceLocation(file: entry.path, line: 1, column: 1),
                    entry.action == .create ? "mock is missing" : entry.action == .delete ? "mock is stale: its protocol is no longer in the project" : "mock is out of date",
                    hint: "run `strata mock` and commit the result")
            })
        for kept in outcome.plan.skipped {
            console.report([
                StrataIssue(.note, at: SourceLocation(file: kept.path, line: 1, column: 1), "differs from the generated mock, but is kept: edited by hand or not written by Strata")
            ])
        }
        guard stale.isEmpty else { throw ExitCode(1) }
        console.info("mocks are up to date (\(outcome.plan.entries.count) files)")
    }
}
