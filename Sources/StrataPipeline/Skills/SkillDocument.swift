/// One agent skill: a SKILL.md in the agent-skill shape — front matter (`name`, `description`), when to
/// use it, the workflow with the `strata` command or MCP tool for each step, where files go, and
/// code patterns generated in the project's style.
public struct SkillDocument: Sendable, Hashable {
    public struct Step: Sendable, Hashable {
        var title: String
        var text: [String]
        /// Shell lines, each a `strata …` command an agent runs as written (placeholders in `<…>`).
        var commands: [String]
        /// The `strata mcp` tool that does the same, with what to pass.
        var tool: String?
    }

    public struct Pattern: Sendable, Hashable {
        var title: String
        /// Where the sample file goes, as a pattern.
        var path: String
        var code: String
        var rules: [String]
    }

    public struct Table: Sendable, Hashable {
        var title: String
        var header: [String]
        var rows: [[String]]
        var note: String?
    }

    /// Folder name under the skills folder; also the front matter's `name`.
    public var name: String
    /// One line: what it does, then "Use when …".
    public var description: String
    var title: String
    var intro: [String]
    var whenToUse: [String]
    var steps: [Step]
    var tables: [Table]
    var patterns: [Pattern]

    /// Relative to the skills folder.
    public var path: String { "\(name)/SKILL.md" }

    public var markdown: String {
        var lines = ["---", "name: \(name)", "description: \(Self.yamlScalar(description))", "---", "", "# \(title)", ""]
        lines += intro
        lines += ["", "## When to use", ""]
        lines += whenToUse.map { "- " + $0 }
        lines += ["", "## Workflow", ""]
        for (number, step) in steps.enumerated() {
            lines.append("### Step \(number + 1) — \(step.title)")
            lines.append("")
            if !step.text.isEmpty { lines += step.text + [""] }
            if !step.commands.isEmpty { lines += ["```bash"] + step.commands + ["```", ""] }
            if let tool = step.tool { lines += ["MCP: \(tool)", ""] }
        }
        for table in tables {
            lines += ["## \(table.title)", ""]
            lines.append("| " + table.header.joined(separator: " | ") + " |")
            lines.append("|" + String(repeating: "---|", count: table.header.count))
            lines += table.rows.map { "| " + $0.map(Self.cell).joined(separator: " | ") + " |" }
            if let note = table.note { lines += ["", note] }
            lines.append("")
        }
        if !patterns.isEmpty { lines += ["## Code patterns", ""] }
        for pattern in patterns {
            lines += ["### \(pattern.title)", "", "`\(pattern.path)`", "", "```swift"]
            lines.append(pattern.code.hasSuffix("\n") ? String(pattern.code.dropLast()) : pattern.code)
            lines += ["```", ""]
            if !pattern.rules.isEmpty { lines += pattern.rules.map { "- " + $0 } + [""] }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Plain when YAML reads it back as written, double-quoted otherwise.
    static func yamlScalar(_ text: String) -> String {
        let plain =
            !text.contains(": ") && !text.contains(" #") && !text.contains("\"")
            && !(text.first.map { "-?:,[]{}#&*!|>'%@`".contains($0) } ?? true)
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A pipe inside a table cell ends the cell.
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
