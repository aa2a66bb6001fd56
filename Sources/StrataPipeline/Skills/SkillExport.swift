import Foundation
import StrataGenerate
import StrataIndex
import StrataLint
import StrataModel
import StrataSpec
import StrataWorkspace

/// `strata skills export`: the project's conventions (its `.strata.yml`, else inferred from its code)
/// → one SKILL.md per workflow → the workspace (manifest, edited files kept, diffs).
public enum SkillExport {
    /// Where skills go, relative to the project, unless told otherwise.
    public static let defaultFolder = ".claude/skills"

    public struct Request: Sendable {
        public var project: URL
        /// The skills folder; nil for `<project>/.claude/skills`.
        public var output: URL?
        public var dryRun = false
        public var force = false
        public var useCache = true
        public var progress: (@Sendable (IndexProgress) -> Void)?

        public init(project: URL, output: URL? = nil) {
            self.project = project
            self.output = output
        }
    }

    public struct Outcome: Sendable {
        public var documents: [SkillDocument]
        /// Where the conventions came from, in words.
        public var origin: String
        public var plan: WritePlan
        /// nil for a dry run.
        public var report: WriteReport?
        public var warnings: [StrataIssue]
    }

    /// The skills of a project, written nowhere (for the MCP server, tests and `run`).
    public static func documents(
        project: URL, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> (documents: [SkillDocument], origin: String, warnings: [StrataIssue]) {
        let root = project.standardizedFileURL
        let configured = ConfigLoader.isConfigured(root)
        let config = try ConfigLoader.load(directory: root, presetOverride: nil)
        var conventions = config.conventions
        let origin: String
        if configured {
            origin = "`\(ConfigLoader.fileName)` (preset `\(config.presetName)`\(config.statesConventions ? "" : ", as is"))"
        } else {
            let (inferred, files) = try await InferenceRun.infer(root: root, config: nil, useCache: useCache, progress: progress)
            conventions = inferred.conventions
            origin =
                "the conventions inferred from \(files) Swift file\(files == 1 ? "" : "s") (closest preset `\(inferred.closestPreset)`, \(inferred.findings.count) read from the code); no `\(ConfigLoader.fileName)` yet"
        }
        let templates = try TemplateLibrary(overridesDirectory: config.templatesDirectory.map { URL(fileURLWithPath: $0) })
        let sample = try await SkillSample.make(conventions: conventions, templates: templates)
        let lint = try LintConfiguration.resolve(config.lint, conventions: conventions, statesConventions: config.statesConventions)
        let rules = RuleRegistry.descriptions.filter { lint.enabledIDs.contains($0.id) }
        let context = SkillContext(
            project: root.lastPathComponent, conventions: conventions, configured: configured, origin: origin, sample: sample, rules: rules)
        return (SkillCatalog.documents(context), origin, templates.warnings)
    }

    public static func run(_ request: Request) async throws(StrataIssues) -> Outcome {
        let root = request.project.standardizedFileURL
        let (documents, origin, warnings) = try await documents(project: root, useCache: request.useCache, progress: request.progress)
        let folder = (request.output ?? root.appendingPathComponent(defaultFolder)).standardizedFileURL
        // Inside the project, the project's workspace (one manifest); elsewhere, the folder's own.
        let (workspaceRoot, prefix) = Self.placement(folder, project: root)
        let files = documents.map { OutputFile(path: prefix + $0.path, contents: $0.markdown) }
        let workspace = Workspace(root: workspaceRoot)
        do throws(WorkspaceError) {
            let plan = try workspace.plan(files, force: request.force)
            let report = request.dryRun ? nil : try workspace.apply(plan)
            return Outcome(documents: documents, origin: origin, plan: plan, report: report, warnings: warnings)
        } catch {
            throw error.issues(in: workspaceRoot)
        }
    }

    /// `(<project>, ".claude/skills/")` for a folder inside the project, `(<folder>, "")` otherwise.
    static func placement(_ folder: URL, project: URL) -> (root: URL, prefix: String) {
        let base = project.path.hasSuffix("/") ? project.path : project.path + "/"
        guard folder.path.hasPrefix(base) else { return (folder, "") }
        return (project, String(folder.path.dropFirst(base.count)) + "/")
    }
}
