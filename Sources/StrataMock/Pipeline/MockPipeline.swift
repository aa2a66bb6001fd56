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
    public var statistics: IndexStatistics

    /// Mocks a check finds missing or out of date (files a run would write).
    public var outOfDate: [WritePlan.Entry] { plan.entries.filter(\.action.writes) }
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

        public init(conventions: Conventions? = nil, excludes: [String] = [], layerGlobs: [(layer: Layer, glob: String)] = []) {
            self.conventions = conventions
            self.excludes = excludes
            self.layerGlobs = layerGlobs
        }
    }

    public static func run(_ request: MockRequest, settings: Settings) async throws(StrataIssues) -> MockOutcome {
        let project = request.project.standardizedFileURL
        let destination = try checked(request.destination, project: project)

        let collector = ProtocolCollector()
        var options = IndexOptions()
        options.progress = request.progress
        options.excludes += settings.excludes
        options.cacheDirectory = request.useCache ? project.appendingPathComponent(".strata/cache") : nil
        options.onParse = { collector.read($0) }
        let indexer = Indexer(options: options)
        let (index, statistics) = try await indexer.indexWithStatistics(root: project)
        let model = Classifier(layers: LayerRules(globs: settings.layerGlobs.map { ($0.layer, $0.glob) })).classify(index)

        let entries = ProtocolEntry.all(in: index, model: model)
        let selection = MockSelector.select(request.selection, from: entries)
        var warnings = selection.issues.filter { $0.severity != .error }
        if selection.issues.contains(where: { $0.severity == .error }) { throw StrataIssues(selection.issues) }

        let catalog = try await protocols(of: selection.selected, among: entries, collector: collector, indexer: indexer, project: project)
        let conventions = settings.conventions ?? ConventionInference.infer(model, index: index).conventions
        let (style, styleReason) = chosenStyle(request.style, model: model, index: index)
        let planner = MockPlanner(
            conventions: conventions, style: style, destination: destination, failures: FailureValues(index: index),
            targets: index.targets, extraImports: request.extraImports,
            placement: MockPlacement(targets: index.targets, existingMocks: model.types(.mock).map(\.file)))
        let (mocks, planIssues) = planner.plan(selection.selected, catalog: catalog)
        warnings += planIssues.filter { $0.severity != .error }
        if planIssues.contains(where: { $0.severity == .error }) { throw StrataIssues(planIssues.filter { $0.severity == .error }) }

        let workspace = Workspace(root: project)
        let plan = try workspaceStep(project) { () throws(WorkspaceError) in
            try workspace.plan(mocks.map { OutputFile(path: $0.path, contents: $0.contents) }, force: request.force)
        }
        let verified = await MockVerification.issues(in: plan)
        if verified.contains(where: { $0.severity == .error }) { throw StrataIssues(verified) }
        let report = request.mode == .write ? try workspaceStep(project) { () throws(WorkspaceError) in try workspace.apply(plan) } : nil
        return MockOutcome(
            plan: plan, report: report, warnings: warnings, selection: selection.description,
            protocols: selection.selected.map(\.name), style: style, styleReason: styleReason,
            conventionsInferred: settings.conventions == nil, statistics: statistics)
    }

    /// A workspace failure as an issue located at the file it is about.
    private static func workspaceStep<Value>(_ project: URL, _ step: () throws(WorkspaceError) -> Value) throws(StrataIssues) -> Value {
        do throws(WorkspaceError) {
            return try step()
        } catch {
            throw StrataIssues([StrataIssue(
                at: SourceLocation(file: project.appendingPathComponent(error.path).path, line: 1, column: 1), error.message, hint: error.hint)])
        }
    }

    /// The syntax of the selected protocols and of every project protocol they inherit from: from
    /// the indexing run's own parse where it parsed the file, otherwise parsed now (cache hits).
    private static func protocols(
        of selected: [ProtocolEntry], among entries: [ProtocolEntry], collector: ProtocolCollector, indexer: Indexer, project: URL
    ) async throws(StrataIssues) -> ProtocolCatalog {
        var byName: [String: [ProtocolEntry]] = [:]
        for entry in entries { byName[entry.name, default: []].append(entry) }
        var needed = Set<String>()
        var files: [String] = []
        var seenFiles = Set<String>()
        var queue = selected
        while let entry = queue.popLast() {
            guard needed.insert("\(entry.file)|\(entry.name)").inserted else { continue }
            if seenFiles.insert(entry.file).inserted { files.append(entry.file) }
            for parent in entry.inherited {
                let name = ProtocolCatalog.bareName(parent)
                let candidates = byName[name] ?? byName[String(name.split(separator: ".").last ?? "")] ?? []
                if let found = candidates.first(where: { $0.module == entry.module }) ?? candidates.first { queue.append(found) }
            }
        }
        var found: [String: FileProtocols] = [:]
        var unparsed: [String] = []
        for file in files {
            if let protocols = collector.protocols(in: file) { found[file] = protocols } else { unparsed.append(file) }
        }
        var problems: [StrataIssue] = []
        for (file, outcome) in zip(unparsed, await indexer.parse(unparsed, root: project) { ProtocolExtractor.extract($0) }) {
            switch outcome {
            case .read(let protocols): found[file] = protocols
            case .problem(let issue): problems.append(issue)
            }
        }
        let modules = Dictionary(entries.map { ("\($0.file)|\($0.name)", $0.module) }, uniquingKeysWith: { first, _ in first })
        var models: [MockableProtocol] = []
        for file in files {
            for broken in found[file]?.broken ?? [] where needed.contains("\(file)|\(broken.name)") {
                problems.append(StrataIssue(
                    .error, at: SourceLocation(file: file, line: broken.line, column: broken.column),
                    "`\(broken.name)` cannot be mocked: its declaration does not parse here",
                    hint: "fix the syntax error, then run `strata mock` again"))
            }
            for var protocolModel in found[file]?.protocols ?? [] {
                protocolModel.module = modules["\(file)|\(protocolModel.name)"] ?? nil
                models.append(protocolModel)
            }
        }
        if problems.contains(where: { $0.severity == .error }) || (!problems.isEmpty && models.isEmpty) { throw StrataIssues(problems) }
        return ProtocolCatalog(models)
    }

    private static func chosenStyle(_ requested: MockStyle?, model: CodebaseModel, index: SourceIndex) -> (MockStyle, String) {
        if let requested { return (requested, "--style") }
        if let finding = MockStyleInference.infer(model: model, index: index) { return (finding.style, finding.summary) }
        return (.seed, "no existing mock shows a style; seed 002's is the default")
    }

    /// Mock folders and files are relative to the project and stay inside it.
    private static func checked(_ destination: MockDestination, project: URL) throws(StrataIssues) -> MockDestination {
        func relative(_ path: String, what: String) throws(StrataIssues) -> String {
            var path = path
            if path.hasPrefix("/") {
                let root = project.path.hasSuffix("/") ? project.path : project.path + "/"
                guard path.hasPrefix(root) else {
                    throw StrataIssues([StrataIssue(at: nil, "the \(what) \(path) is outside the project \(project.path)", hint: "give a path inside the project, relative to it")])
                }
                path.removeFirst(root.count)
            }
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            if path.split(separator: "/").contains("..") {
                throw StrataIssues([StrataIssue(at: nil, "the \(what) \(path) leaves the project", hint: "write it relative to the project, without `..`")])
            }
            return path
        }
        switch destination {
        case .conventions: return .conventions
        case .folder(let folder): return .folder(try relative(folder, what: "mock folder"))
        case .file(let file):
            let path = try relative(file, what: "mock file")
            guard path.hasSuffix(".swift") else {
                throw StrataIssues([StrataIssue(at: nil, "the mock file \(path) is not a Swift file", hint: "end it in `.swift`")])
            }
            return .file(path)
        }
    }
}
