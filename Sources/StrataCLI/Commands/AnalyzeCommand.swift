import ArgumentParser
import Foundation
import StrataAnalysis
import StrataModel

extension ReportFormat: ExpressibleByArgument {}

struct AnalyzeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Read an existing codebase: inventory per feature and layer, layer graph, Domain Design.",
        discussion: """
            Every Swift file is parsed once (all cores) and cached by content in .strata/cache, so the
            next run only re-reads what changed. Layers come from `layers:` globs in .strata.yml, then
            folder and module names. Files that cannot be read are reported and skipped.

            Examples:
              strata analyze
              strata analyze --project ../MyApp --format json --output analysis.json
            """
    )

    @OptionGroup var location: ProjectOption

    @Option(name: .long, help: "Output format: markdown or json.")
    var format: ReportFormat = .markdown

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @OptionGroup var cache: CacheOption

    @OptionGroup var logging: LoggingOptions

    /// `--verbose` also prints how each type's role was decided.
    var verbose: Bool { logging.verbose }

    func run() async throws {
        let console = logging.console
        let started = ContinuousClock.now
        let indexed: AnalysisRun.IndexedProject
        let progress = ProgressLine(quiet: console.quiet)
        do {
            // The report is made of declarations: bodies are not read.
            indexed = try await AnalysisRun.index(
                project: location.url, useCache: cache.useCache, progress: progress.indexProgress, codeFacts: false)
            progress.finish()
        } catch {
            progress.finish()
            console.report(error.issues)
            throw ExitCode(ExitStatus.of(error.issues))
        }
        let result: ReportText.Result
        do {
            result = try ReportText.make(
                index: indexed.index, classifier: indexed.classifier, settings: indexed.settings, format: format,
                cache: indexed.reportCache, needsModel: verbose)
        } catch {
            console.report([StrataIssue(at: nil, "cannot render the report: \(error)", hint: "this is a bug in Strata; please report it")])
            throw ExitCode(1)
        }
        console.report(
            indexed.index.problems.map { issue in
                var warning = issue
                warning.severity = .warning
                return warning
            })
        let text = result.text
        ExitTeardown.keepUntilExit(indexed.index)
        ExitTeardown.keepUntilExit(result)
        if let output {
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                console.report([StrataIssue(at: SourceLocation(file: output, line: 1, column: 1), "cannot write the report: \(error.localizedDescription)")])
                throw ExitCode(1)
            }
        } else {
            console.out(text)
        }
        if verbose {
            for type in result.model?.types ?? [] where type.role != .other {
                console.info("\(type.file):\(type.line): \(type.name) is \(type.role.rawValue): \(type.evidence)")
            }
        }
        let elapsed = started.duration(to: .now)
        let statistics = indexed.statistics
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        console.info(
            "analyzed \(indexed.index.files.count) files in \(String(format: "%.2f", seconds)) s (\(statistics.filesFromCache) from cache\(result.fromCache ? ", report unchanged" : ""))"
        )
    }
}
