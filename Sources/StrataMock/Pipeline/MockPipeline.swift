import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel
import StrataWorkspace

/// What a mock run did or, for a dry run or a check, would do.
public struct MockOutcome: Sendable {
    public var plan: WritePlan
    /// nil unless the mocks were written.
    public var report: WriteReport?
    public var warnings: [StrataIssue]
    /// How the protocols were chosen ("annotated with `@mockable`").
    public var selection: String
    public var protocols: [String]
    public var style: MockStyle
    /// Why this style: "option", or the inference's summary.
    public var styleReason: String
    /// The conventions (names, paths, indentation) were inferred from the code, not given.
    public var conventionsInferred: Bool
    /// Planned mock files another Strata command wrote (`strata generate`): left to it, not rewritten.
    public var foreignMocks: [String]
    /// Mocks of protocols no longer in the project, kept because they were edited by hand.
    public var keptStaleMocks: [String]
    public var statistics: IndexStatistics
    public var timings: MockTimings

    /// Mocks a check finds missing, out of date or stale (files a run would write or delete).
    public var outOfDate: [WritePlan.Entry] { plan.entries.filter(\.action.changesDisk) }
}

/// index (one parse per file, protocols read from the same trees) → classify → select → flatten →
/// render → plan → verify what will be written → write: `strata mock` as one call, for every front
/// door (the CLI reads `.strata.yml` into `Settings` first).
public enum MockPipeline {
    /// What the project's configuration says.
    public struct Settings: Sendable {
        /// nil: inferred from the code (`ConventionInference`), as when there is no `.strata.yml`.
        public var conventions: Conventions?
        /// Path globs to leave out, beside the index's defaults.
        public var excludes: [String]
        public var layerGlobs: [(layer: Layer, glob: String)]
        /// `mock:` — style, destination, selection and imports where the request says nothing.
        public var mock: MockSettings

        public init(
            conventions: Conventions? = nil, excludes: [String] = [], layerGlobs: [(layer: Layer, glob: String)] = [], mock: MockSettings = MockSettings()
        ) {
            self.conventions = conventions
            self.excludes = excludes
            self.layerGlobs = layerGlobs
            self.mock = mock
        }
    }

    public static func run(_ given: MockRequest, settings: Settings) async throws(StrataIssues) -> MockOutcome {
        let request = given.filled(from: settings.mock)
        let project = request.project.standardizedFileURL
        let destination = try request.destination.checked(project: project)
        var timings = MockTimings()

        let collector = ProtocolCollector()
        var options = IndexOptions()
        options.progress = request.progress
        options.excludes += settings.excludes
        options.cacheDirectory = request.useCache ? project.appendingPathComponent(".strata/cache") : nil
        options.onParse = { collector.read($0) }
        let indexer = Indexer(options: options)
        let (index, statistics) = try await indexer.indexWithStatistics(root: project)
        timings.mark("index (parse, summaries, protocols)")
        let model = Classifier(layers: LayerRules(globs: settings.layerGlobs.map { ($0.layer, $0.glob) })).classify(index)

        timings.mark("classify")
        let entries = ProtocolEntry.all(in: index, model: model)
        let selection = MockSelector.select(request.selection, from: entries)
        var warnings = selection.issues.filter { $0.severity != .error }
        if selection.issues.contains(where: { $0.severity == .error }) { throw StrataIssues(selection.issues) }

        let catalog = try await ProtocolLoader(collector: collector, indexer: indexer, project: project).catalog(of: selection.selected, among: entries)
        timings.mark("select, load protocols")
        let conventions = settings.conventions ?? ConventionInference.infer(model, index: index).conventions
        let configuredStyle = settings.mock.style.flatMap(MockStyle.init(rawValue:))
        let (style, styleReason) = chosenStyle(request.style, configured: configuredStyle, model: model, index: index)
        let planner = MockPlanner(
            conventions: conventions, style: style, destination: destination, failures: FailureValues(index: index),
            targets: index.targets, extraImports: request.extraImports,
            placement: MockPlacement(targets: index.targets, existingMocks: model.types(.mock).map(\.file), testableImports: Self.testableImports(index)))
        timings.mark("conventions, style")
        let (mocks, planIssues) = await planner.plan(selection.selected, catalog: catalog)
        timings.mark("render")
        warnings += planIssues.filter { $0.severity != .error }
        if planIssues.contains(where: { $0.severity == .error }) { throw StrataIssues(planIssues.filter { $0.severity == .error }) }

        let (placed, clashes) = ExistingMockClash.setAside(mocks, index: index)
        warnings += clashes
        let workspace = Workspace(root: project)
        let files = placed.map { OutputFile(path: $0.path, contents: $0.contents) }
        var plan = try workspaceStep(project) { () throws(WorkspaceError) in
            // An interrupted write is finished before the manifest is read for stale mocks.
            let recovery = try workspace.recoverInterruptedWrite()
            let stale = StaleMocks.paths(
                recorded: try workspace.recordedFiles().keys, planned: Set(files.map(\.path)), existing: Self.names(of: entries), project: project)
            var plan = try workspace.plan(files, removing: stale, force: request.force)
            plan.recovery.absorb(recovery)
            return plan
        }
        let setAside = MockOwnership.setAside(from: &plan)
        warnings += setAside.issues
        timings.mark("plan writes")
        // A check writes nothing, so there is nothing to guard; a dry run shows what a run would do, failures included.
        if request.mode != .check {
            let verified = await MockVerification.issues(in: plan)
            if verified.contains(where: { $0.severity == .error }) { throw StrataIssues(verified) }
        }
        timings.mark("verify")
        let report = request.mode == .write ? try workspaceStep(project) { () throws(WorkspaceError) in try workspace.apply(plan) } : nil
        timings.mark("write")
        return MockOutcome(
            plan: plan, report: report, warnings: warnings, selection: selection.description,
            protocols: selection.selected.map(\.name), style: style, styleReason: styleReason,
            conventionsInferred: settings.conventions == nil, foreignMocks: setAside.foreign, keptStaleMocks: setAside.keptStale,
            statistics: statistics, timings: timings)
    }

    /// Per file, the modules it `@testable import`s.
    private static func testableImports(_ index: SourceIndex) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for file in index.files {
            let modules = file.imports.filter(\.isTestable).map(\.module)
            if !modules.isEmpty { result[file.path] = modules }
        }
        return result
    }

    /// Every protocol of the project, by qualified and simple name: a mock of none of them is stale.
    private static func names(of entries: [ProtocolEntry]) -> Set<String> {
        Set(entries.flatMap { [$0.name, String($0.name.split(separator: ".").last ?? "")] })
    }

    /// A workspace failure as an issue located at the file it is about.
    private static func workspaceStep<Value>(_ project: URL, _ step: () throws(WorkspaceError) -> Value) throws(StrataIssues) -> Value {
        do throws(WorkspaceError) {
            return try step()
        } catch {
            throw error.issues(in: project)
        }
    }

    private static func chosenStyle(_ requested: MockStyle?, configured: MockStyle?, model: CodebaseModel, index: SourceIndex) -> (MockStyle, String) {
        if let requested { return (requested, "--style") }
        if let configured { return (configured, "`mock.style` in .strata.yml") }
        if let finding = MockStyleInference.infer(model: model, index: index) { return (finding.style, finding.summary) }
        return (.seed, "no existing mock shows a style; the contract preset's is the default")
    }
}
