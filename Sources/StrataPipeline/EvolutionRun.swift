import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataMock
import StrataModel
import StrataPropagation
import StrataRewrite
import StrataSpec
import StrataWorkspace

/// index → classify → plan the edits → verify → write all-or-nothing: `add-property` and `sync`
/// for every front door.
public enum EvolutionRun {
    public struct Outcome: Sendable {
        public var plan: EvolutionPlan
        /// The workspace's plan (diffs); nil when nothing changes.
        public var writePlan: WritePlan?
        /// Set once written; nil for a dry run.
        public var report: WriteReport?
        /// An interrupted earlier write this run finished first (rolled back or completed), for the user to hear of.
        public var recovery = RecoveryReport()
    }

    /// - Parameter from: `--from`: a reference type whose missing properties are added too.
    public static func addProperty(
        _ request: AddPropertyRequest, project: URL, write: Bool, useCache: Bool = true, from: String? = nil,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let recovery = try recoverInterruptedWrite(in: project)
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        try StrataIssues.checkCancellation()
        // The rewriter finds mappers by signature itself; the relation pass is a third of classifying.
        let model = indexed.classifier.classify(indexed.index, relations: false)
        let planner = AddPropertyPlanner(index: indexed.index, model: model, root: project)
        var request = request
        var mapping: [String] = []
        if let from {
            guard request.entities.count == 1 else {
                throw StrataIssues([StrataIssue(.error, at: nil, "--from compares one entity with the reference", hint: "name one entity")])
            }
            let reference = try Self.reference(from, index: indexed.index, project: project)
            let missing = try planner.missingProperties(from: reference, entity: request.entities[0], module: request.module)
            request.reference = reference
            request.properties += missing.properties.filter { found in !request.properties.contains { $0.name == found.name } }
            mapping = missing.mapping
        }
        var plan = try planner.plan(request)
        plan.typeMapping = mapping
        try StrataIssues.checkCancellation()
        return try finish(plan, project: project, write: write, recovery: recovery)
    }

    /// `path/File.swift[:Type]` split into the file and the type's name; nil for a type name (`TMDb.Movie`).
    public static func referenceFile(_ text: String) -> (path: String, typeName: String?)? {
        guard let swift = text.range(of: ".swift") else { return nil }
        let rest = text[swift.upperBound...]
        return (String(text[..<swift.upperBound]), rest.hasPrefix(":") ? String(rest.dropFirst()) : nil)
    }

    /// `--from TMDb.Movie` (a type the index holds, or one in a dependency's checkout when `TMDb`
    /// is not a project module) or `--from path/File.swift[:Movie]`.
    static func reference(_ text: String, index: SourceIndex, project: URL) throws(StrataIssues) -> ReferenceType {
        if let (path, typeName) = referenceFile(text) {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.appendingPathComponent(path)
            let name = typeName ?? url.deletingPathExtension().lastPathComponent
            return try ReferenceType.read(file: url, typeName: name, displayName: name)
        }
        let parts = text.split(separator: ".").map(String.init)
        let last = parts.last ?? text
        let projectModules = Set(index.targets.map(\.name))
        let foreignModule = parts.count > 1 && !projectModules.contains(parts[0]) ? parts[0] : nil
        if let found = ReferenceType.find(text, in: index, foreignModule: foreignModule) { return found }
        if let module = foreignModule {
            let sources = DependencySources(root: project)
            if let file = sources.file(declaring: last, inModule: module) {
                return try ReferenceType.read(file: file, typeName: last, displayName: text)
            }
            let looked = sources.checkouts().map { $0.path.hasPrefix(project.path + "/") ? String($0.path.dropFirst(project.path.count + 1)) : $0.path }
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil,
                    "no struct or class `\(last)` in module `\(module)`'s sources"
                        + (looked.isEmpty ? " (no package checkouts under the project)" : " (looked in \(looked.joined(separator: ", ")))"),
                    hint: "resolve the packages first (`swift package resolve`, or open the project in Xcode), or give the file: --from path/to/\(last).swift:\(last)")
            ])
        }
        throw StrataIssues([
            StrataIssue(
                .error, at: nil, "no type `\(text)` in the indexed sources",
                hint:
                    "SDK and vendored types are not indexed: write it with its module (`--from TMDb.\(last)`) to read it from the package checkouts, or give the file: --from path/to/File.swift:\(last)"
            )
        ])
    }

    public static func sync(
        entities: [String], module: String?, skip: Set<String>, ignore: Set<String>, project: URL, write: Bool, useCache: Bool = true,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let recovery = try recoverInterruptedWrite(in: project)
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        // The rewriter finds mappers by signature itself; the relation pass is a third of classifying.
        let model = indexed.classifier.classify(indexed.index, relations: false)
        let plan = try SyncPlanner(index: indexed.index, model: model, root: project).plan(entities: entities, module: module, skip: skip, ignore: ignore)
        return try finish(plan, project: project, write: write, recovery: recovery)
    }

    /// `strata add usecase`: the conventions (`.strata.yml`, else inferred from the code) decide
    /// how the use case, its mock and tests look; the generator writes them from a one-use-case spec
    /// built as values (`SpecDraft`), never as text to parse again.
    ///
    /// When the repository already has a method that serves the use case (`--method` names it, or
    /// it is found by name, return type, parameters and cache policy), the use case calls it and is
    /// written in the layout of the project's own use cases; otherwise the generator writes it and
    /// the requirement it calls is added to the repository and its conformers.
    /// `repositories` and `services`: other protocols of the project the use case is given beside
    /// `repository` (a custom use case, its rule left to write); their mocks are the project's, or
    /// rendered by `strata mock` in its style when missing.
    public static func addUseCase(
        _ name: String, repository: String, entity: String?, method: String? = nil, repositories: [String] = [], services: [String] = [],
        project: URL, write: Bool, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let recovery = try recoverInterruptedWrite(in: project)
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        let model = indexed.classifier.classify(indexed.index)
        let existing = AddUseCasePlanner(index: indexed.index, model: model, root: project)
        let given = repositories.filter { $0 != repository } + services
        if given.isEmpty, let plan = try existing.planOverExistingMethod(useCase: name, repository: repository, entity: entity, method: method) {
            return try finish(plan, project: project, write: write, recovery: recovery)
        }
        var conventions = try projectConventions(indexed, model: model, project: project)
        // Asked for by name: written even where the style calls repositories directly for CRUD.
        conventions.lightweightCRUD = false
        let planner = AddUseCasePlanner(index: indexed.index, model: model, root: project)
        let target = try planner.target(useCase: name, repository: repository, entity: entity, repositories: repositories, services: services)
        let declared = Set(indexed.index.files.flatMap { $0.declarations.map(\.name) })
        let domain = try SpecLoader(conventions: conventions, existingTypes: declared).load(target.spec, origin: "add usecase \(name)")
        guard let useCase = domain.useCases.first(where: { $0.name == name }) else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "`\(name)` is not a use case Strata can write",
                    hint: "name it with a verb Strata knows: Get{Name}, Refresh{Name}, Get{Names}Page, Create{Name}…")
            ])
        }
        let templates = try TemplateLibrary(overridesDirectory: indexed.config.templatesDirectory.map { URL(fileURLWithPath: $0) })
        // Only domain-side files are taken; without the Data layer no factory lands in a Data test module.
        let result = try await Generator(conventions: conventions, templates: templates).generate(domain, options: GenerationOptions(dataLayer: false))
        let names = SwiftNames(model: domain, conventions: conventions)
        let generated = AddUseCasePlanner.Generated(
            files: result.files, useCaseType: names.useCaseType(useCase), repositoryType: names.repositoryProtocol(for: target.entity),
            errorType: names.errorType,
            dependencyMocks: Dictionary(
                uniqueKeysWithValues: target.dependencies.map { dependency in
                    // The tests name the use case's own repository as the generator named it.
                    let named = dependency.protocolName == target.repository ? names.repositoryProtocol(for: target.entity) : dependency.protocolName
                    return (dependency.protocolName, names.mock(ofProtocol: named))
                }),
            newMocks: try await missingMocks(
                of: target.dependencies, project: project, useCache: useCache,
                besideUseCaseMock: result.files.first { $0.role == .useCaseMock }.map { (planner.testFolder($0.path) as NSString).deletingLastPathComponent },
                imports: result.files.first { $0.role == .useCaseTest }.map(testableImports) ?? []))
        return try finish(try planner.plan(target, generated: generated), project: project, write: write, recovery: recovery)
    }

    /// The mocks `strata mock` would write for the dependencies the project has none of, by
    /// protocol, with the type each declares (its file's name).
    /// Placed as `strata mock` places them, else (a project with no mock to follow) beside the new
    /// use case's mock.
    static func missingMocks(
        of dependencies: [UseCaseDependency], project: URL, useCache: Bool, besideUseCaseMock folder: String?, imports: [String]
    ) async throws(StrataIssues) -> [String: (file: OutputFile, type: String)] {
        let unmocked = dependencies.filter { $0.existingMock == nil }.map(\.protocolName)
        guard !unmocked.isEmpty else { return [:] }
        var mocks: [String: (file: OutputFile, type: String)] = [:]
        // One protocol a run, so each file is known to be that protocol's mock (a few runs: the index is cached).
        for protocolName in unmocked {
            let selection = MockSelection(names: [protocolName])
            let outcome: MockOutcome
            do {
                outcome = try await MockRun.run(MockRequest(project: project, selection: selection, mode: .dryRun, useCache: useCache))
            } catch {
                guard let folder else { throw error }
                outcome = try await MockRun.run(
                    MockRequest(
                        project: project, selection: selection, destination: .folder(folder), extraImports: imports, mode: .dryRun, useCache: useCache))
            }
            guard let entry = outcome.plan.entries.first(where: { $0.action == .create }) else { continue }
            let type = String((entry.path as NSString).lastPathComponent.dropLast(".swift".count))
            mocks[protocolName] = (OutputFile(path: entry.path, contents: entry.newContents), type)
        }
        return mocks
    }

    /// `@testable import Sleepy` → `Sleepy`, for each such line of a generated test.
    static func testableImports(_ file: GeneratedFile) -> [String] {
        file.contents.split(separator: "\n").compactMap { line in
            line.hasPrefix("@testable import ") ? String(line.dropFirst("@testable import ".count)) : nil
        }
    }

    /// `strata add entity`: a new entity (and optionally its repository) in the project's conventions.
    /// - Parameter idType: `--id`; without it an `id:` property names the type, else `UUID`.
    public static func addEntity(
        _ name: String, properties: [PropertyRequest], idType: IDType?, feature: String?, withRepository: Bool, newEnums: [NewEnumType] = [],
        project: URL, write: Bool, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let (idType, properties) = try EntityIdentity.resolve(properties, explicit: idType)
        let recovery = try recoverInterruptedWrite(in: project)
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        let model = indexed.classifier.classify(indexed.index)
        let conventions = try projectConventions(indexed, model: model, project: project)
        let planner = AddEntityPlanner(index: indexed.index, model: model, root: project)
        let featureName = feature ?? planner.defaultFeature
        let spec = try planner.spec(entity: name, properties: properties, idType: idType, feature: featureName, withRepository: withRepository, newEnums: newEnums)
        // Names the project declares are its own (an enum a property uses, the feature's error type).
        let declared = Set(indexed.index.files.flatMap { $0.declarations.map(\.name) }).subtracting([name] + newEnums.map(\.name))
        let domain = try SpecLoader(conventions: conventions, existingTypes: declared).load(spec, origin: "add entity \(name)")
        let templates = try TemplateLibrary(overridesDirectory: indexed.config.templatesDirectory.map { URL(fileURLWithPath: $0) })
        // Only domain-side files are taken; without the Data layer no factory lands in a Data test module.
        let result = try await Generator(conventions: conventions, templates: templates).generate(domain, options: GenerationOptions(dataLayer: false))
        return try finish(
            try planner.plan(entity: name, generated: result.files, feature: featureName, newEnums: newEnums), project: project, write: write, recovery: recovery)
    }

    /// `.strata.yml`'s conventions, else the ones inferred from the code.
    static func projectConventions(_ indexed: AnalysisRun.IndexedProject, model: CodebaseModel, project: URL) throws(StrataIssues) -> Conventions {
        let hasConfig = ConfigLoader.isConfigured(project)
        return hasConfig ? indexed.config.conventions : ConventionInference.infer(model, index: indexed.index).conventions
    }

    /// Plans the workspace writes for an evolution plan and, when asked, applies them.
    static func finish(_ plan: EvolutionPlan, project: URL, write: Bool, recovery: RecoveryReport) throws(StrataIssues) -> Outcome {
        guard plan.changesFiles else { return Outcome(plan: plan, writePlan: nil, report: nil, recovery: recovery) }
        let workspace = Workspace(root: project)
        do {
            var writePlan = try workspace.plan(edits: plan.rewrites, newFiles: plan.newFiles)
            writePlan.recovery.absorb(recovery)
            guard write else { return Outcome(plan: plan, writePlan: writePlan, report: nil, recovery: writePlan.recovery) }
            return Outcome(plan: plan, writePlan: writePlan, report: try workspace.apply(writePlan), recovery: writePlan.recovery)
        } catch {
            throw error.issues(in: project)
        }
    }

    /// An interrupted earlier write in the project is rolled back (or completed) before the project
    /// is read, so the edits are computed from a whole tree.
    static func recoverInterruptedWrite(in project: URL) throws(StrataIssues) -> RecoveryReport {
        do throws(WorkspaceError) {
            return try Workspace(root: project).recoverInterruptedWrite()
        } catch {
            throw error.issues(in: project)
        }
    }
}
