/// The `strata mcp` tools the skills send an agent to: the server's own names (`MCPToolName`), so
/// the skills and the server cannot drift apart (`SkillExportTests` checks the `strata` commands parse).
enum SkillTools {
    /// "`add_usecase` — what to pass." for a step's MCP line.
    static func use(_ tool: String, _ purpose: String) -> String { "`\(tool)` — \(purpose)" }
}
