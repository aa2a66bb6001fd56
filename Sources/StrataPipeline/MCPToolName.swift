/// The `strata mcp` tools' names, here so every front door (the server, the exported skills) names
/// them exactly and none can drift from the others.
package enum MCPToolName {
    package static let analyze = "analyze"
    package static let design = "design"
    package static let generate = "generate"
    package static let addProperty = "add_property"
    package static let addUseCase = "add_usecase"
    package static let lint = "lint"
    package static let fix = "fix"
    package static let baseline = "baseline"
    package static let explainRule = "explain_rule"
    package static let conventions = "conventions"
    package static let mock = "mock"
    package static let exportSkills = "export_skills"

    /// Every tool, in the order `tools/list` gives them.
    package static let all = [analyze, design, generate, addProperty, addUseCase, lint, fix, baseline, explainRule, conventions, mock, exportSkills]
}
