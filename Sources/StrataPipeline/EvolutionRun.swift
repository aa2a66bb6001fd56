import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataRewrite
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
    }

    /// - Parameter from: `--from`: a reference type whose missing properties are added too.
    public static func addProperty(
        _ request: AddPropertyRequest, project: URL, write: Bool, useCache: Bool = true, from: String? = nil,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
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
        return try finish(plan, project: project, write: write)
    }

    /// `--from TMDb.Movie` (a type the index holds) or `--from path/File.swift[:Movie]`.
    static func reference(_ text: String, index: SourceIndex, project: URL) throws(StrataIssues) -> ReferenceType {
        if let swift = text.range(of: ".swift") {
            let path = String(text[..<swift.upperBound])
            let typeName = text[swift.upperBound...].hasPrefix(":") ? String(text[text.index(after: swift.upperBound)...]) : nil
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.appendingPathComponent(path)
            let name = typeName ?? url.deletingPathExtension().lastPathComponent
            return try ReferenceType.read(file: url, typeName: name, displayName: name)
        }
        if let found = ReferenceType.find(text, in: index) { return found }
        let last = String(text.split(separator: ".").last ?? Substring(text))
        throw StrataIssues([StrataIssue(
            .error, at: nil, "no type `\(text)` in the indexed sources",
            hint: "SDK and vendored types are not indexed: give the file, as --from path/to/File.swift:\(last)")])
    }

    public static func sync(
        entities: [String], module: String?, skip: Set<String>, ignore: Set<String>, project: URL, write: Bool, useCache: Bool = true,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        // The rewriter finds mappers by signature itself; the relation pass is a third of classifying.
        let model = indexed.classifier.classify(indexed.index, relations: false)
        let plan = try SyncPlanner(index: indexed.index, model: model, root: project).plan(entities: entities, module: module, skip: skip, ignore: ignore)
        return try finish(plan, project: project, write: write)
    }

    /// Plans the workspace writes for an evolution plan and, when asked, applies them.
    static func finish(_ plan: EvolutionPlan, project: URL, write: Bool) throws(StrataIssues) -> Outcome {
        guard plan.changesFiles else { return Outcome(plan: plan, writePlan: nil, report: nil) }
        let workspace = Workspace(root: project)
        do {
            let writePlan = try workspace.plan(edits: plan.rewrites, newFiles: plan.newFiles)
            guard write else { return Outcome(plan: plan, writePlan: writePlan, report: nil) }
            return Outcome(plan: plan, writePlan: writePlan, report: try workspace.apply(writePlan))
        } catch {
            throw StrataIssues([StrataIssue(.error, at: SourceLocation(file: error.path, line: 1, column: 1), error.message, hint: error.hint)])
        }
    }
}
