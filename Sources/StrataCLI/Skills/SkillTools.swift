/// The `strata mcp` tools the skills send an agent to, with what each does; one place, so the
/// skills and the MCP server keep the same names (`SkillExportTests` checks the `strata` commands parse).
enum SkillTools {
    static let analyze = "analyze"
    static let design = "design"
    static let generate = "generate"
    static let addProperty = "add_property"
    static let addUseCase = "add_usecase"
    static let lint = "lint"
    static let explainRule = "explain_rule"
    static let conventions = "conventions"

    static let all = [analyze, design, generate, addProperty, addUseCase, lint, explainRule, conventions]

    /// "`add_usecase` — what to pass." for a step's MCP line.
    static func use(_ tool: String, _ purpose: String) -> String { "`\(tool)` — \(purpose)" }
}
