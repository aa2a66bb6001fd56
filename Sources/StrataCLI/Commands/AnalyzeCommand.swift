import ArgumentParser
import Foundation
import StrataAnalysis
import StrataModel

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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    @Option(name: .long, help: ArgumentHelp("Project root to read.", valueName: "dir"))
    var project: String = "."

    @Option(name: .long, help: "Output format: markdown or json.")
    var format: Format = .markdown

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Ignore and do not write the incremental cache.")
    var noCache = false

    @Flag(name: .shortAndLong, help: "Also print how each type's role was decided.")
    var verbose = false

    func run() async throws {
        let console = Console()
        let started = ContinuousClock.now
        let outcome: AnalysisRun.Outcome
        let progress = ProgressLine(quiet: console.quiet)
        do {
            outcome = try await AnalysisRun.run(project: URL(fileURLWithPath: project), useCache: !noCache, progress: progress.indexProgress)
            progress.finish()
        } catch {
            progress.finish()
            console.report(error.issues)
            throw ExitCode(1)
        }
        console.report(outcome.index.problems.map { issue in
            var warning = issue
            warning.severity = .warning
            return warning
        })
        let text: String
        switch format {
        case .markdown: text = MarkdownReport(report: outcome.report, index: outcome.index).render()
        case .json: text = try JSONReport.encode(outcome.report)
        }
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
            for type in outcome.model.types where type.role != .other {
                console.info("\(type.file):\(type.line): \(type.name) is \(type.role.rawValue): \(type.evidence)")
            }
        }
        let elapsed = started.duration(to: .now)
        let statistics = outcome.statistics
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        console.info("analyzed \(outcome.index.files.count) files in \(String(format: "%.2f", seconds)) s (\(statistics.filesFromCache) from cache)")
    }
}

enum JSONReport {
    static func encode(_ report: AnalysisReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
