/// Lines of Swift with four-space indentation (the formatter turns it into the project's).
struct CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// `header {`, the body one level deeper, `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Another writer's lines, one level deeper per `levels`.
    mutating func append(_ other: CodeWriter, levels: Int = 0) {
        for text in other.lines {
            lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth + levels) + text)
        }
    }

    var isEmpty: Bool { lines.isEmpty }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
