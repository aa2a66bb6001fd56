import Foundation
import StrataAnalysis
import StrataIndex
import StrataLint
import StrataModel
import StrataSpec

/// config → index → classify → lint → baseline: `strata lint` as one call, for the CLI, tests and
/// other front doors. Writing (fixes, baseline updates) is left to the caller.
public enum LintRun {
    public struct Request: Sendable {
        public var project: URL
        public var useCache = true
        /// `--preset`: also turns the house-style rules on.
        public var presetOverride: String?
        /// `--rule`: run only these.
        public var only: [String]?
        /// `--baseline` (relative to the working directory), else `lint.baseline` of `.strata.yml`.
        public var baselinePath: String?
        /// `--write-baseline`: a baseline file that does not exist yet is about to be created.
        public var writesBaseline = false
        public var concurrency = ProcessInfo.processInfo.activeProcessorCount
        /// Summaries kept between runs by a long-lived process (the MCP server); nil for none.
        public var indexMemory: IndexMemory?
        /// Keep the results in `.strata/cache` (`LintResultCache`) and redo only what edits can have
        /// changed. A run whose findings are replayed indexes nothing: its `Outcome.index` has no files,
        /// so callers that read the index (fixes) leave this off. Needs `useCache`.
        public var reusesResults = false
        /// Results and look-ups kept between runs by a long-lived process (the MCP server), with
        /// `reusesResults`; nil for none.
        public var lintMemory: LintMemory?

        public init(project: URL) {
            self.project = project
        }
    }

    public struct Outcome: Sendable {
        public var report: LintReport
        /// Every finding before the baseline (for `--write-baseline`).
        public var allFindings: [Finding]
        public var baseline: Baseline?
        /// The baseline file used or to write, absolute.
        public var baselinePath: String?
        public var baselinePartition: Baseline.Partition?
        public var index: SourceIndex
        public var configuration: LintConfiguration
        public var statistics: IndexStatistics
        /// How much of the previous run's results was used (`Request.reusesResults`).
        public var reuse: ResultReuse = .none
    }

    /// What a run took from the previous run's results.
    public enum ResultReuse: Sendable, Equatable {
        /// Every file was checked.
        case none
        /// Only the files edited since were checked again; `reusedFiles` files' findings were reused.
        case unchangedFiles(reusedFiles: Int)
        /// Nothing had changed: the findings were replayed without indexing.
        case replayed
        /// Only bodies or lines of `files` files had changed: they were read again into the look-ups
        /// kept by `Request.lintMemory` and checked; every other file's findings were reused.
        case replacedInMemory(files: Int)
    }

    /// The default place of the baseline, relative to the project root.
    public static let defaultBaseline = ".strata/lint-baseline.json"

    public static func run(_ request: Request) async throws(StrataIssues) -> Outcome {
        let config = try ConfigLoader.load(directory: request.project, presetOverride: request.presetOverride)
        let configuration = try LintConfiguration.resolve(
            config.lint, conventions: config.conventions, statesConventions: config.statesConventions || request.presetOverride != nil,
            only: request.only)

        var options = IndexOptions()
        options.excludes += config.excludes
        options.concurrency = request.concurrency
        options.memory = request.indexMemory
        if !request.useCache { options.cacheDirectory = nil }
        options.styleFacts = false  // no rule reads them; read anyway when the summaries are kept

        let results = request.useCache && request.reusesResults ? LintResultStore(request: request, excludes: options.excludes) : nil
        if let replayed = results?.replay() {
            let index = SourceIndex(root: results?.rootPath ?? request.project.path, files: [], targets: [], problems: [])
            return try finish(
                request, configuration: configuration, index: index, statistics: IndexStatistics(), reuse: .replayed,
                engine: LintEngine.Outcome(findings: replayed.findings, suppressedCount: replayed.suppressedCount, filesChecked: replayed.filesChecked))
        }
        let engine = LintEngine(configuration: configuration)
        if let results, let replaced = await replacingInMemory(results, engine: engine, options: options, concurrency: request.concurrency) {
            return try finish(
                request, configuration: configuration, index: replaced.project.index, statistics: IndexStatistics(),
                reuse: .replacedInMemory(files: replaced.files), engine: replaced.outcome)
        }
        let (index, statistics) = try await Indexer(options: options).indexWithStatistics(root: request.project)
        let model = Classifier(layers: LayerRules(globs: config.layerGlobs.map { ($0.layer, $0.glob) })).classify(index, relations: false)
        let reusable = results?.reusableFileFindings(for: index) ?? [:]
        let project = LintProject(index: index, model: model, conventions: configuration.conventions, policy: configuration.policy)
        let outcome = await engine.run(project: project, concurrency: request.concurrency, reusing: reusable)
        let saved = results?.save(outcome, index: index)
        if let results, let memory = request.lintMemory {
            memory.remember(saved.map { LintMemory.State(rootPath: results.rootPath, results: $0, project: project) })
        }
        ExitTeardown.keepUntilExit(model)
        ExitTeardown.keepUntilExit(project)  // the look-ups: released by the exit in the executable
        return try finish(
            request, configuration: configuration, index: index, statistics: statistics,
            reuse: reusable.isEmpty ? .none : .unchangedFiles(reusedFiles: reusable.count), engine: outcome)
    }

    /// The baseline and the report, for findings fresh or replayed.
    private static func finish(
        _ request: Request, configuration: LintConfiguration, index: SourceIndex, statistics: IndexStatistics, reuse: ResultReuse,
        engine outcome: LintEngine.Outcome
    ) throws(StrataIssues) -> Outcome {

        let baselinePath =
            request.baselinePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? configuration.baselinePath.map { request.project.appendingPathComponent($0).standardizedFileURL.path }
        var baseline: Baseline?
        var partition: Baseline.Partition?
        var reported = outcome.findings
        if let baselinePath, FileManager.default.fileExists(atPath: baselinePath) {
            let loaded = try Baseline.load(from: baselinePath)
            let split = loaded.partition(outcome.findings)
            baseline = loaded
            partition = split
            reported = split.new
        } else if request.baselinePath != nil, !request.writesBaseline, let baselinePath {
            throw StrataIssues([
                StrataIssue(
                    .error, at: SourceLocation(file: baselinePath, line: 1, column: 1), "the baseline file does not exist",
                    hint: "create it with `strata lint --write-baseline --baseline \(request.baselinePath ?? "")`")
            ])
        }
        let report = LintReport(
            root: index.root, findings: reported, filesChecked: outcome.filesChecked,
            rules: configuration.entries.map { type(of: $0.rule).description }, suppressedCount: outcome.suppressedCount,
            baselinedCount: partition?.baselined.count ?? 0, fixedBaselineEntries: partition?.fixed ?? [])
        return Outcome(
            report: report, allFindings: outcome.findings, baseline: baseline,
            baselinePath: baselinePath ?? request.project.appendingPathComponent(defaultBaseline).standardizedFileURL.path,
            baselinePartition: partition, index: index, configuration: configuration, statistics: statistics, reuse: reuse)
    }
}
