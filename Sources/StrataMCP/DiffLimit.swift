import MCP

/// The `diffLimit` argument of the tools that return a unified diff: a plan of hundreds of files
/// would otherwise come back as megabytes of text. The diff is cut at a line boundary and says how
/// much was left out; the file list (path and action) is always whole.
enum DiffLimit {
    static let defaultBytes = 200_000
    static let maxBytes = 4_000_000

    static let argument: [String: Value] = [
        "diffLimit": Schema.integer(
            "At most this many bytes of unified diff in the answer (cut at a line, saying how much was left out); the file list is always whole.",
            minimum: 1_000, maximum: maxBytes, default: defaultBytes)
    ]

    static func read(_ arguments: ToolArguments) throws(MCPError) -> Int {
        try arguments.integer("diffLimit", in: 1_000...maxBytes) ?? defaultBytes
    }

    static func cut(_ diff: String, to limit: Int, what: String = "diff", argument: String = "diffLimit") -> String {
        let bytes = diff.utf8
        guard bytes.count > limit else { return diff }
        var end = bytes.index(bytes.startIndex, offsetBy: limit)
        if let newline = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")) { end = bytes.index(after: newline) }
        let kept = String(diff[..<end])
        let left = bytes.count - kept.utf8.count
        return kept + "… \(left) more bytes of \(what) not shown (pass a larger `\(argument)`, up to \(maxBytes))\n"
    }
}
