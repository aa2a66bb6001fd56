/// Swift text with four-space indentation (the formatter turns it into the project's), built in
/// one string: a mock's sections are written at the depth they end up at, so joining them is an append.
struct CodeWriter {
    private(set) var text = ""
    private var depth: Int

    private static let indents = (0..<12).map { String(repeating: "    ", count: $0) }

    /// `depth` 1 for the members of a type.
    init(depth: Int = 0) {
        self.depth = depth
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth) }
        text += content
        text += "\n"
    }

    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// `header {`, the body one level deeper, `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Another writer's text, made for the same depth.
    mutating func append(_ other: CodeWriter) {
        text += other.text
    }

    var isEmpty: Bool { text.isEmpty }
}
