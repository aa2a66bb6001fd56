import MCP

/// What every tool call can use: the warm project session and the optional services.
struct ToolContext: Sendable {
    var session: ProjectSession
    var modelEvolution: (any ModelEvolutionService)?
}

/// One tool: reads its arguments, runs the pipeline, returns text and a structured result.
///
/// Throws `MCPError` for malformed arguments (a JSON-RPC error) and `ToolFailure` when the tool ran
/// and failed (an `isError` result); anything else is reported as an `isError` result too.
protocol ToolHandler: Sendable {
    var definition: Tool { get }
    func call(_ arguments: ToolArguments, context: ToolContext) async throws -> ToolOutput
}
