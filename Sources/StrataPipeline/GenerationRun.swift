import Foundation
import StrataGenerate
import StrataModel
import StrataPropagation
import StrataRewrite
import StrataWorkspace

/// What a generation run did or, for a dry run, would do.
public struct GenerationOutcome: Sendable {
    public var plan: WritePlan
    /// `nil` for a dry run.
    public var report: WriteReport?
    public var warnings: [StrataIssue]
    public var model: DomainModel
    public var conventions: Conventions
    /// Changes inside the project's own files (the shared error enum gaining the feature's cases,
    /// the endpoint enum of an adopted API client gaining its endpoints), each with its place; their
    /// diffs are in `plan`. Empty when only Strata's files change.
    public var projectEdits: [EvolutionPlan.Change] = []
}

/// spec → model → plan → render → verify → (write): the whole `generate` pipeline as one call,
/// shared by the CLI and the other front doors. Nothing is written unless every stage succeeded.
public enum GenerationRun {
    public static func run(_ request: GenerationRequest) async throws(StrataIssues) -> GenerationOutcome {
        let setup = try ProjectSetup.load(request)
        let generator = Generator(conventions: setup.conventions, templates: setup.templates)
        let result = try await generator.generate(setup.model, options: request.options)
        let workspace = Workspace(root: request.output)
        // An interrupted earlier write is finished before the project's files are read for edits.
        let recovery: RecoveryReport
        do throws(WorkspaceError) { recovery = try workspace.recoverInterruptedWrite() } catch { throw error.issues(in: request.output) }
        let clientEdits = try await ClientAdoptionRun.plan(result.clientNeeds, project: request.output)
        let names = SwiftNames(model: setup.model, conventions: setup.conventions)
        let files = result.files.map { OutputFile(path: $0.path, contents: $0.contents) }
        // Files an earlier run of this feature wrote that this one no longer produces (a use case
        // taken out of the spec): removed when untouched, reported when edited. Only the feature's
        // own record counts, never a guess from names, so files of `strata mock`, `add usecase`
        // or a person are never candidates.
        let produced = Set(result.files.map(\.path))
        let stale: [String]
        let errorFileAction: WriteAction?
        do throws(WorkspaceError) {
            stale = try workspace.recordedPaths(ofGroup: setup.model.feature).filter { !produced.contains($0) }
            errorFileAction = try result.files.first { $0.role == .error }.map { file throws(WorkspaceError) in
                try workspace.decision(for: OutputFile(path: file.path, contents: file.contents), force: request.force)
            }
        } catch { throw error.issues(in: request.output) }
        // A project that declares the error type already keeps it, and gains the cases the feature uses.
        let shared = try await SharedErrorAdoption.adopt(
            result.files, errorCases: result.errorCases, errorType: names.errorType, perFeature: names.errorTypeIsPerFeature, feature: setup.model.feature,
            root: request.output, errorFileAction: errorFileAction, excludes: setup.excludes)
        let edit = shared.plan ?? EvolutionPlan()
        do throws(WorkspaceError) {
            // One plan: the generated files (without the error file when the project keeps its own)
            // and the edits of the project's files.
            let rewrites = edit.rewrites + (clientEdits?.rewrites ?? [])
            let newFiles = shared.plan == nil ? files : shared.files.map { OutputFile(path: $0.path, contents: $0.contents) }
            var plan = try workspace.plan(edits: rewrites, newFiles: newFiles, removing: stale, force: request.force)
            plan.group = setup.model.feature
            plan.recovery.absorb(recovery)
            let unmerged = EditMerging.resolve(&plan, in: workspace)
            let report = request.dryRun ? nil : try workspace.apply(plan)
            let projectEdits = (edit.rewrites.isEmpty ? [] : edit.changes) + (clientEdits?.changes ?? [])
            return GenerationOutcome(
                plan: plan, report: report,
                warnings: setup.warnings + result.warnings + edit.unhandled + (clientEdits?.unhandled ?? []) + RegenerationIssues.of(plan, unmerged: unmerged),
                model: setup.model, conventions: setup.conventions, projectEdits: projectEdits
            )
        } catch {
            throw error.issues(in: request.output)
        }
    }

    /// The design document only, as Markdown.
    public static func design(_ request: GenerationRequest) async throws(StrataIssues) -> String {
        var request = request
        request.options = GenerationOptions(packageManifest: false, designDocumentPath: "DESIGN.md")
        let setup = try ProjectSetup.load(request)
        let planned = try Planner(conventions: setup.conventions).plan(setup.model, options: request.options)
        let generator = Generator(conventions: setup.conventions, templates: setup.templates)
        let result = try await generator.render(planned.filter { $0.role == .designDocument }, module: setup.model.module)
        return result.files.first?.contents ?? ""
    }
}
