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

    /// Rule ids from `key`, each one of the registry's (the schema's enum), with a suggestion for a typo.
    static func ruleIDs(_ arguments: ToolArguments, _ key: String) throws(MCPError) -> [String]? {
        guard let ids = try arguments.strings(key) else { return nil }
        let known = RuleRegistry.descriptions.map(\.id)
        if let unknown = ids.first(where: { !known.contains($0) }) {
            let hint = Naming.suggestion(for: unknown, among: known).map { "did you mean `\($0)`? " } ?? ""
            throw MCPError.invalidParams("\(arguments.tool): unknown rule `\(ToolArguments.printable(unknown))` in `\(key)`; \(hint)explain_rule's schema lists the ids")
        }
        return ids
    }

    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput {
        let id = try arguments.requiredString("rule")
        guard let rule = RuleRegistry.type(id: id)?.description else {
            let ids = RuleRegistry.descriptions.map(\.id)
            let hint = Naming.suggestion(for: id, among: ids).map { "did you mean `\($0)`? " } ?? ""
            // The schema lists the ids as an enum: a value outside it is a malformed call.
            throw MCPError.invalidParams("explain_rule: unknown rule `\(ToolArguments.printable(id))`; \(hint)the rules are: \(ids.joined(separator: ", "))")
        }
        let markdown = RuleDocument.markdown(rule)
        let output = Output(
            id: rule.id, title: rule.title, impact: rule.impact.rawValue, impactDescription: rule.impactDescription, tags: rule.tags,
            defaultSeverity: rule.defaultSeverity.rawValue, enabledByDefault: rule.isEnabledByDefault, needsConventions: rule.needsConventions,
            markdown: markdown)
        return try ToolOutput(text: markdown, structured: output)
    }
}
