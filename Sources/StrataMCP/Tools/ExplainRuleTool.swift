import MCP
import StrataLint
import StrataModel

/// `explain_rule`: a lint rule's document, like `strata explain`.
struct ExplainRuleTool: ToolHandler {
    var definition: Tool { ToolCatalogue.explainRuleTool }

    struct Output: Encodable {
        var id: String
        var title: String
        var impact: String
        var impactDescription: String
        var tags: [String]
        var defaultSeverity: String
        var enabledByDefault: Bool
        var needsConventions: Bool
        var markdown: String
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let id = try arguments.requiredString("rule")
        guard let rule = RuleRegistry.type(id: id)?.description else {
            let ids = RuleRegistry.descriptions.map(\.id)
            let hint = Naming.suggestion(for: id, among: ids).map { "did you mean `\($0)`? " } ?? ""
            throw ToolFailure("unknown rule `\(ToolArguments.printable(id))`; \(hint)the rules are: \(ids.joined(separator: ", "))")
        }
        let markdown = RuleDocument.markdown(rule)
        let output = Output(
            id: rule.id, title: rule.title, impact: rule.impact.rawValue, impactDescription: rule.impactDescription, tags: rule.tags,
            defaultSeverity: rule.defaultSeverity.rawValue, enabledByDefault: rule.isEnabledByDefault, needsConventions: rule.needsConventions,
            markdown: markdown)
        return try ToolOutput(text: markdown, structured: output)
    }
}
