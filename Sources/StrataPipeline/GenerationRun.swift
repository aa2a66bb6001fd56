import Foundation
import StrataGenerate
import StrataModel
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
    /// The project's endpoint enum extended for the feature, when the Data layer calls the
    /// project's own API client; its rewrites are part of `plan`.
    public var clientEdits: EvolutionPlan?
}

/// spec → model → plan → render → verify → (write): the whole `generate` pipeline as one call,
/// shared by the CLI and the other front doors. Nothing is written unless every stage succeeded.
public enum GenerationRun {
    public static func run(_ request: GenerationRequest) async throws(StrataIssues) -> GenerationOutcome {
        let setup = try ProjectSetup.load(request)
        let generator = Generator(conventions: setup.conventions, templates: setup.templates)
        let result = try await generator.generate(setup.model, options: request.options)
        let clientEdits = try await ClientAdoptionRun.plan(setup, options: request.options, project: request.output)
        let workspace = Workspace(root: request.output)
        let files = result.files.map { OutputFile(path: $0.path, contents: $0.contents) }
        do throws(WorkspaceError) {
            let plan: WritePlan
            if let clientEdits {
                plan = try workspace.plan(edits: clientEdits.rewrites, newFiles: files, force: request.force)
            } else {
                plan = try workspace.plan(files, force: request.force)
            }
            let report = request.dryRun ? nil : try workspace.apply(plan)
            return GenerationOutcome(
                plan: plan, report: report, warnings: setup.warnings + result.warnings + (clientEdits?.unhandled ?? []), model: setup.model,
                conventions: setup.conventions, clientEdits: clientEdits
            )
        } catch {
            throw StrataIssues([StrataIssue(
                at: SourceLocation(file: request.output.appendingPathComponent(error.path).path, line: 1, column: 1),
                error.message, hint: error.hint
            )])
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
