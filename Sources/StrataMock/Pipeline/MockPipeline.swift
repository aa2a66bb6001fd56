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
    package var report: WriteReport?
    package var warnings: [StrataIssue]
    /// How the protocols were chosen ("annotated with `@mockable`").
    package var selection: String
    package var protocols: [String]
    package var style: MockStyle
    /// Why this style: "option", or the inference's summary.
    package var styleReason: String
    /// The conventions (names, paths, indentation) were inferred from the code, not given.
    package var conventionsInferred: Bool
    /// Planned mock files another Strata command wrote (`strata generate`): left to it, not rewritten.
    package var foreignMocks: [String]
    /// Mocks of protocols no longer in the project, kept because they were edited by hand.
    package var keptStaleMocks: [String]
    package var statistics: IndexStatistics
    public var timings: MockTimings
    /// How much of the previous runs' caches this run used.
    public var cacheUse: MockCacheUse = .none

    /// Mocks a check finds missing, out of date or stale (files a run would write or delete).
    package var outOfDate: [WritePlan.Entry] { plan.entries.filter(\.action.changesDisk) }
}

/// index (one parse per file, protocols read from the same trees) → classify → select → flatten →
/// render → plan → verify what will be written → write: `strata mock` as one call, for every front
/// door (the CLI reads `.strata.yml` into `Settings` first).
public enum MockPipeline {
    /// What the project's configuration says.
    public struct Settings: Sendable {
        /// nil: inferred from the code (`ConventionInference`), as when there is no `.strata.yml`.
        package var conventions: Conventions?
        /// Path globs to leave out, beside the index's defaults.
        package var excludes: [String]
        package var layerGlobs: [(layer: Layer, glob: String)]
        /// `mock:` — style, destination, selection and imports where the request says nothing.
        package var mock: MockSettings

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
        let store = request.useCache ? MockCacheStore(project: project, key: MockCacheStore.key(request, settings: settings), excludes: options.excludes) : nil
        if let store, let (record, files) = store.replayable() {
            timings.mark("scan, read the planned files")
            if let outcome = try replay(record, files: files, request: request, project: project, store: store, timings: timings) { return outcome }
        }
        let indexer = Indexer(options: options)
        let (index, statistics) = try await indexer.indexWithStatistics(root: project)
        timings.mark("index (parse, summaries, protocols)")
        let model = Classifier(layers: LayerRules(globs: settings.layerGlobs.map { ($0.layer, $0.glob) })).classify(index)

        timings.mark("classify")
        let entries = ProtocolEntry.all(in: index, model: model)
        let selection = MockSelector.select(request.selection, from: entries)
        var warnings = selection.issues.filter { $0.severity != .error }
        if selection.issues.contains(where: { $0.severity == .error }) { throw StrataIssues(selection.issues) }
        timings.mark("select")

        let conventions = settings.conventions ?? ConventionInference.infer(model, index: index).conventions
        let configuredStyle = settings.mock.style.flatMap(MockStyle.init(rawValue:))
        let (style, styleReason) = chosenStyle(request.style, configured: configuredStyle, model: model, index: index)
        let failures = FailureValues(index: index)
        let planner = MockPlanner(
            conventions: conventions, style: style, destination: destination, failures: failures,
            targets: index.targets, extraImports: request.extraImports,
            placement: MockPlacement(targets: index.targets, existingMocks: model.types(.mock).map(\.file), testableImports: Self.testableImports(index)))
        timings.mark("conventions, style")

        // Mocks whose protocol, ancestors and renderer settings are unchanged come from the cache;
        // only the others' protocols are read.
        let renderKeys = store.map { _ in
            MockRenderKeys(
                selected: selection.selected, among: entries, index: index,
                renderer: MockRenderKeys.renderer(style: style, conventions: conventions), failures: failures)
        }
        timings.mark("render keys")
        let renderCache = store?.renders()
        timings.mark("read the render cache")
        var reused: [String: CachedRender] = [:]
        for (name, key) in renderKeys?.keys ?? [:] {
            if let key, let hit = renderCache?.renders[key] { reused[name] = hit }
        }
        let toRead = renderKeys?.hasAmbiguous == true ? selection.selected : selection.selected.filter { reused[$0.cacheName] == nil }
        let catalog = try await ProtocolLoader(collector: collector, indexer: indexer, project: project).catalog(of: toRead, among: entries)
        timings.mark("load protocols")
        let (mocks, planIssues, renders) = await planner.plan(selection.selected, catalog: catalog, reusing: reused)
        timings.mark("render")
        warnings += planIssues.filter { $0.severity != .error }
        if planIssues.contains(where: { $0.severity == .error }) { throw StrataIssues(planIssues.filter { $0.severity == .error }) }

        let (placed, clashes) = ExistingMockClash.setAside(mocks, index: index, chosenFolder: request.destination != .conventions)
        warnings += clashes
        let files = placed.map { OutputFile(path: $0.path, contents: $0.contents) }
        let workspace = Workspace(root: project)
        var (plan, stale) = try workspaceStep(project) { () throws(WorkspaceError) in
            // An interrupted write is finished before the manifest is read for stale mocks.
            let recovery = try workspace.recoverInterruptedWrite()
            let stale = StaleMocks.paths(
                recorded: try workspace.recordedFiles().keys, planned: Set(files.map(\.path)), existing: Self.names(of: entries), project: project)
            var plan = try workspace.plan(files, removing: stale, force: request.force)
            plan.recovery.absorb(recovery)
            return (plan, stale)
        }
        let setAside = MockOwnership.setAside(from: &plan)
        warnings += UncompiledPlacement.warnings(for: plan.entries.filter { !$0.removes && !$0.action.isSkip }.map(\.path), targets: index.targets)
        timings.mark("plan writes")
        // A check writes nothing, so there is nothing to guard; a dry run shows what a run would do, failures included.
        var verified = Set<UInt64>()
        if request.mode != .check {
            let checked = await MockVerification.verify(plan, known: renderCache?.verified)
            if checked.issues.contains(where: { $0.severity == .error }) { throw StrataIssues(checked.issues) }
            verified = checked.verified
        }
        timings.mark("verify")
        let report = request.mode == .write ? try workspaceStep(project) { () throws(WorkspaceError) in try workspace.apply(plan) } : nil
        timings.mark("write")
        var outcome = MockOutcome(
            plan: plan, report: report, warnings: warnings + setAside.issues, selection: selection.description,
            protocols: selection.selected.map(\.name), style: style, styleReason: styleReason,
            conventionsInferred: settings.conventions == nil, foreignMocks: setAside.foreign, keptStaleMocks: setAside.keptStale,
            statistics: statistics, timings: timings)
        guard let store, let before = renderCache else { return outcome }
        var cache = before
        var kept: [UInt64: CachedRender] = [:]
        for (name, render) in renders { if let key = renderKeys?.keys[name] ?? nil { kept[key] = render } }
        cache.renders = kept
        // Pieces verified earlier stay known while the set stays near the size of what is rendered.
        let union = cache.verified.union(verified)
        cache.verified = union.count <= 2 * (kept.count + files.count) + 64 ? union : verified
        let record = MockResultCache(
            key: store.key, states: store.states, manifestChecksum: nil,
            files: files.map { ($0.path, FileSummary.contentHash(of: $0.contents)) }, stale: stale, warnings: warnings,
            selection: outcome.selection, protocols: outcome.protocols, style: style.rawValue, styleReason: styleReason,
            conventionsInferred: outcome.conventionsInferred)
        let written = Set(report.map { $0.written + $0.deleted } ?? [])
        // Unchanged renders are not written again (the file holds every mock's text).
        store.save(record: record, renders: Set(cache.renders.keys) == Set(before.renders.keys) && cache.verified == before.verified ? nil : cache, index: index, written: written)
        outcome.cacheUse = .reused(mocks: reused.count, rendered: selection.selected.count - reused.count)
        outcome.timings.mark("cache")
        return outcome
    }

    /// The previous run's plan again, when every planned file already holds what was planned: the
    /// same files, read from disk, planned and (nothing to write) applied as a full run would; nil
    /// when the workspace would still change something (then the caller makes a full run).
    private static func replay(
        _ record: MockResultCache, files: [OutputFile], request: MockRequest, project: URL, store: MockCacheStore, timings: MockTimings
    ) throws(StrataIssues) -> MockOutcome? {
        var timings = timings
        let workspace = Workspace(root: project)
        var plan = try workspaceStep(project) { () throws(WorkspaceError) in try workspace.plan(files, removing: record.stale, force: request.force) }
        // A repaired interrupted write, or anything to write, is a full run's to report and check.
        guard plan.recovery.isEmpty, !plan.entries.contains(where: \.action.changesDisk) else { return nil }
        let setAside = MockOwnership.setAside(from: &plan)
        timings.mark("plan writes")
        let report = request.mode == .write ? try workspaceStep(project) { () throws(WorkspaceError) in try workspace.apply(plan) } : nil
        if report?.manifestWritten == true { store.saveReplayed(record) }
        timings.mark("write")
        return MockOutcome(
            plan: plan, report: report, warnings: record.warnings + setAside.issues, selection: record.selection, protocols: record.protocols,
            style: MockStyle(rawValue: record.style) ?? .seed, styleReason: record.styleReason, conventionsInferred: record.conventionsInferred,
            foreignMocks: setAside.foreign, keptStaleMocks: setAside.keptStale, statistics: IndexStatistics(), timings: timings, cacheUse: .replayed)
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
