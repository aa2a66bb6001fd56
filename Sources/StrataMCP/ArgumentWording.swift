import Foundation

/// The pipelines word their advice for the command line (`--module`, `strata lint --fix`); an agent
/// calling a tool has arguments and tools instead. This turns one wording into the other in every
/// message a tool returns, so the advice names something the agent can actually pass.
enum ArgumentWording {
    /// Longest first: `--write-baseline` before `--baseline`, `strata lint --fix` before `--fix`.
    static let replacements: [(cli: String, mcp: String)] = [
        ("strata lint --write-baseline", "the `baseline` tool"),
        ("strata lint --fix", "the `fix` tool"),
        ("strata init --infer", "the `conventions` tool (its `yaml`)"),
        ("strata sync --check", "`add_property` with `dryRun: true`"),
        ("strata analyze", "the `analyze` tool"),
        ("strata lint", "the `lint` tool"),
        ("strata mock", "the `mock` tool"),
        ("--write-baseline", "the `baseline` tool"),
        ("--unsafe-fixes", "`unsafe: true` (fix tool)"),
        ("--fix", "the `fix` tool"),
        ("--dry-run", "`dryRun: true`"),
        ("--baseline", "the `baseline` argument"),
        ("--module", "the `module` argument"),
        ("--entity", "the `entity` argument"),
        ("--repository", "the `repository` argument"),
        ("--rule", "the `rules` argument"),
        ("--from", "the `from` argument"),
        ("--enum", "`newEnums`"),
        ("--struct", "`newStructs`"),
        ("--fill", "the `fill` argument"),
        ("--skip", "the `skip` argument"),
        ("--preset", "the `preset` argument"),
        ("--single-file", "the `singleFile` argument"),
        ("--output", "the `output` argument"),
        ("--no-data", "`data: false`"),
        ("--data", "`data: true`"),
        ("--force", "`force: true`"),
        ("--no-cache", "(no cache option: the server keeps its index warm)"),
    ]

    static func forTools(_ text: String) -> String {
        guard text.contains("--") || text.contains("strata ") else { return text }
        var result = flagsWithValues(text)
        for (cli, mcp) in replacements where result.contains(cli) {
            result = result.replacingOccurrences(of: "`" + cli + "`", with: mcp)
            result = result.replacingOccurrences(of: cli, with: mcp)
        }
        return result
    }

    /// "did you mean `--repository WorkoutRepository`?" → "did you mean `WorkoutRepository` (the
    /// `repository` argument)?": the value stays what the agent types, the flag becomes its argument.
    static func flagsWithValues(_ text: String) -> String {
        guard text.contains("`--"), let pattern = try? NSRegularExpression(pattern: "`(--[a-z][a-z-]*) ([^`]+)`") else { return text }
        let result = NSMutableString(string: text)
        // From the last match back, so the earlier ranges stay where they were.
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: result.length)).reversed() {
            let flag = result.substring(with: match.range(at: 1))
            guard let argument = replacements.first(where: { $0.cli == flag })?.mcp else { continue }
            result.replaceCharacters(in: match.range, with: "`\(result.substring(with: match.range(at: 2)))` (\(argument))")
        }
        return result as String
    }
}
