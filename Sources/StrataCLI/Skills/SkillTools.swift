import StrataMCP

/// The `strata mcp` tools the skills send an agent to: the server's own names (`MCPToolName`), so
/// the skills and the server cannot drift apart (`SkillExportTests` checks the `strata` commands parse).
enum SkillTools {
    static let analyze = MCPToolName.analyze
    static let design = MCPToolName.design
    static let generate = MCPToolName.generate
    static let addProperty = MCPToolName.addProperty
    static let addUseCase = MCPToolName.addUseCase
    static let lint = MCPToolName.lint
    static let explainRule = MCPToolName.explainRule
    static let conventions = MCPToolName.conventions

    static let all = [analyze, design, generate, addProperty, addUseCase, lint, explainRule, conventions]

    /// "`add_usecase` — what to pass." for a step's MCP line.
    static func use(_ tool: String, _ purpose: String) -> String { "`\(tool)` — \(purpose)" }
}
