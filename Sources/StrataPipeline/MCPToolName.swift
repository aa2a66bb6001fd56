/// The `strata mcp` tools' names, here so every front door (the server, the exported skills) names
/// them exactly and none can drift from the others.
public enum MCPToolName {
    public static let analyze = "analyze"
    public static let design = "design"
    public static let generate = "generate"
    public static let addProperty = "add_property"
    public static let addUseCase = "add_usecase"
    public static let lint = "lint"
    public static let fix = "fix"
    public static let baseline = "baseline"
    public static let explainRule = "explain_rule"
    public static let conventions = "conventions"
    public static let mock = "mock"
    public static let exportSkills = "export_skills"

    /// Every tool, in the order `tools/list` gives them.
    public static let all = [analyze, design, generate, addProperty, addUseCase, lint, fix, baseline, explainRule, conventions, mock, exportSkills]
}
