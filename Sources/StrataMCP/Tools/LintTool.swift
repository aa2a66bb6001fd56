import Foundation
import MCP
import StrataLint
import StrataPipeline

/// `lint`: the architecture rules on the warm index; findings as the JSON reporter's document.
struct LintTool: ToolHandler {
    var definition: Tool { ToolCatalogue.lintTool }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        var request = LintRun.Request(project: context.session.root)
        request.only = try arguments.strings("rules")
        request.presetOverride = try arguments.string("preset")
        let outcome = try await context.session.lint(request)
        let report = outcome.report
        // The JSON reporter's document is the structured result: one format for CI and agents.
        let json = JSONReporter().render(report)
        let structured = try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        // Compiler-style lines (each ends with a newline), then the summary.
        return try ToolOutput(text: CompilerStyleReporter().render(report) + report.summaryLine, structured: structured)
    }
}
