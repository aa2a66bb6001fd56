import MCP
import StrataLint
import StrataPipeline

/// `fix`: the lint findings' fixes as a diff (dry run, the default) or written (`strata lint --fix`).
struct FixTool: ToolHandler {
    var definition: Tool { ToolCatalogue.fixTool }

    struct Output: Encodable {
        var written: Bool
        var files: [String]
        var fixedFindings: Int
        var remainingFindings: Int
        var skipped: [String]
        var problems: [String]
        var diff: String
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let rules = try ExplainRuleTool.ruleIDs(arguments, "rules")
        if let rules, rules.isEmpty {
            throw MCPError.invalidParams("fix: `rules` is empty, so nothing would be fixed; omit `rules` to fix the findings of every enabled rule")
        }
        let dryRun = try arguments.bool("dryRun", default: true)
        let unsafe = try arguments.bool("unsafe", default: false)
        let limit = try DiffLimit.read(arguments)
        var request = LintRun.Request(project: context.session.root)
        request.only = rules
        let lint = try await context.session.lint(request)
        // Checked last before writing: a cancelled call changes nothing.
        try Task.checkCancellation()
        let fixes = LintFixRun.run(lint, includeUnsafe: unsafe, dryRun: dryRun)
        let planned = fixes.changes.reduce(0) { $0 + $1.fixedFindings.count }
        let result = Output(
            written: !dryRun, files: (dryRun ? fixes.changes : fixes.written).map(\.path),
            fixedFindings: dryRun ? planned : fixes.fixedCount, remainingFindings: dryRun ? fixes.remaining.count - planned : fixes.remaining.count,
            skipped: fixes.skipped.map { "\($0.finding.location): not fixed: \($0.reason) [\($0.finding.ruleID)]" },
            problems: fixes.problems.map(\.description),
            diff: DiffLimit.cut(fixes.changes.map(\.diff).joined(separator: "\n"), to: limit))
        let verb = dryRun ? "would fix (dry run, nothing written; pass dryRun=false to write)" : "fixed"
        var lines = ["\(verb) \(result.fixedFindings) finding(s) in \(result.files.count) file(s); \(result.remainingFindings) left"]
        lines += result.problems + result.skipped
        if !result.diff.isEmpty { lines += ["", result.diff] }
        return try ToolOutput(text: lines.joined(separator: "\n"), structured: result)
    }
}

/// `baseline`: today's findings accepted (`strata lint --write-baseline`), or the baseline shrunk
/// by the entries fixed since; it never grows.
struct BaselineTool: ToolHandler {
    var definition: Tool { ToolCatalogue.baselineTool }

    struct Output: Encodable {
        var path: String
        var created: Bool
        var entries: Int
        var dropped: Int
        var notAdded: Int
        var summary: String
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        var request = LintRun.Request(project: context.session.root)
        if let path = try arguments.string("path") { request.baselinePath = try context.session.confine(path).url.path }
        request.writesBaseline = true
        let lint = try await context.session.lint(request)
        guard let path = lint.baselinePath else { throw ToolFailure("no baseline path (this is a bug in Strata)") }
        // The configured `lint.baseline` comes from .strata.yml: it is held to the project too.
        let confined = try context.session.confine(path)
        try Task.checkCancellation()
        let written = try BaselineRun.run(lint, at: confined.url.path)
        let result = Output(
            path: confined.relative, created: written.created, entries: written.entries, dropped: written.dropped, notAdded: written.notAdded,
            summary: written.summary)
        return try ToolOutput(text: written.summary + "\nwritten to \(confined.relative)", structured: result)
    }
}

/// `export_skills`: one SKILL.md per workflow in the project's conventions (`strata skills export`).
struct ExportSkillsTool: ToolHandler {
    var definition: Tool { ToolCatalogue.exportSkillsTool }

    struct Output: Encodable {
        var origin: String
        var skills: [String]
        var written: Bool
        var files: [GenerateTool.File]
        var diff: String
        var warnings: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let folder = try context.session.confine(try arguments.string("output") ?? SkillExport.defaultFolder)
        var request = SkillExport.Request(project: context.session.root, output: folder.url)
        request.dryRun = try arguments.bool("dryRun", default: true)
        request.force = try arguments.bool("force", default: false)
        let limit = try DiffLimit.read(arguments)
        try Task.checkCancellation()
        let outcome = try await SkillExport.run(request)
        let result = Output(
            origin: outcome.origin, skills: outcome.documents.map(\.name), written: outcome.report != nil,
            files: outcome.plan.entries.map { GenerateTool.File(path: $0.path, action: GenerateTool.name($0.action)) },
            diff: DiffLimit.cut(outcome.plan.unifiedDiff, to: limit), warnings: outcome.warnings.map(\.description))
        var lines = ["\(result.skills.count) skill(s) from \(result.origin): " + (result.written ? "written" : "planned (dry run, nothing written; pass dryRun=false to write)")]
        lines += result.warnings + result.files.filter { $0.action != "unchanged" }.map { "\($0.action) \($0.path)" }
        if !result.diff.isEmpty { lines += ["", result.diff] }
        return try ToolOutput(text: lines.joined(separator: "\n"), structured: result)
    }
}
