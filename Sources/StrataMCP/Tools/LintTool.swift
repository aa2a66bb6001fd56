import Foundation
import MCP
import StrataLint
import StrataPipeline

/// `lint`: the architecture rules on the warm index; findings as the JSON reporter's document, a
/// page of them at a time (`limit`, `cursor`), with the summary of all.
struct LintTool: ToolHandler {
    var definition: Tool { ToolCatalogue.lintTool }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let rules = try ExplainRuleTool.ruleIDs(arguments, "rules")
        if let rules, rules.isEmpty {
            // Running no rule and answering "clean" would tell the agent something false.
            throw MCPError.invalidParams("lint: `rules` is empty, so no rule would run; omit `rules` to run every enabled rule, or list rule ids")
        }
        let paging = try Paging(arguments)
        var request = LintRun.Request(project: context.session.root)
        request.only = rules
        request.presetOverride = try arguments.string("preset")
        request.reusesResults = true  // only the report is read
        try Task.checkCancellation()
        let outcome = try await context.session.lint(request)
        try Task.checkCancellation()
        return try Self.output(outcome.report, paging: paging)
    }

    /// The JSON reporter's document (one format for CI and agents) with its findings cut to the page.
    static func output(_ report: LintReport, paging: Paging) throws -> ToolOutput {
        let (findings, info) = paging.page(report.findings)
        var structured = LintDocumentValue.make(report, findingsIn: findings.indices).objectValue ?? [:]
        structured["page"] = try ToolOutput.value(of: info)
        var page = report
        page.findings = Array(findings)
        // Compiler-style lines (each ends with a newline) for the page, then the summary of all.
        let text = CompilerStyleReporter().render(page) + report.summaryLine + (info.line.isEmpty ? "" : "\n" + info.line)
        return try ToolOutput(text: text, structured: Value.object(structured))
    }
}
