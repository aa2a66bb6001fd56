import ArgumentParser
import Foundation
import StrataIndex
import StrataModel

/// What the model-evolution commands (`add-property`, `add usecase`, `add entity`, `sync`) share:
/// the project, a dry run, the cache, and how a run is shown.
struct EvolutionOptions: ParsableArguments {
    @OptionGroup var location: ProjectOption
    @OptionGroup var preview: DryRunOption
    @OptionGroup var cache: CacheOption

    @OptionGroup var logging: LoggingOptions

    var projectURL: URL { location.url }
    var dryRun: Bool { preview.dryRun }
    var useCache: Bool { cache.useCache }

    /// Runs `body` with a progress line, prints the outcome (or the errors, exiting 1).
    @discardableResult
    func run(
        showPresent: Bool = true,
        _ body: ((@Sendable (IndexProgress) -> Void)?) async throws(StrataIssues) -> EvolutionRun.Outcome
    ) async throws -> EvolutionRun.Outcome {
        let console = logging.console
        let progress = ProgressLine(quiet: logging.quiet)
        do {
            let outcome = try await body(progress.indexProgress)
            progress.finish()
            EvolutionPrinter(console: console).print(outcome, dryRun: dryRun, showPresent: showPresent)
            return outcome
        } catch {
            progress.finish()
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
    }
}
