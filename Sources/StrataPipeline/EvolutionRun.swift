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

    public static func addProperty(
        _ request: AddPropertyRequest, project: URL, write: Bool, useCache: Bool = true,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        let model = indexed.classifier.classify(indexed.index)
        let plan = try AddPropertyPlanner(index: indexed.index, model: model, root: project).plan(request)
        return try finish(plan, project: project, write: write)
    }

    public static func sync(
        entities: [String], module: String?, skip: Set<String>, ignore: Set<String>, project: URL, write: Bool, useCache: Bool = true,
        progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let indexed = try await AnalysisRun.index(project: project, useCache: useCache, progress: progress)
        let model = indexed.classifier.classify(indexed.index)
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
