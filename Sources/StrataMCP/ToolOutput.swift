import Foundation
import MCP
import StrataModel
import StrataWorkspace

/// What a tool hands back: text for people (and clients that read only `content`) and a value
/// matching the tool's output schema for programs.
struct ToolOutput: Sendable {
    var text: String
    var structured: Value

    init<Structured: Encodable>(text: String, structured: Structured) throws {
        self.text = text
        self.structured = try ToolOutput.value(of: structured)
    }

    var result: CallTool.Result {
        CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Optional.some(structured), isError: false)
    }

    /// Encodes with the same key order and date format every time (`Value(_:)` needs `Codable`).
    static func value<Structured: Encodable>(of structured: Structured) throws -> Value {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try JSONDecoder().decode(Value.self, from: encoder.encode(structured))
    }
}

/// A tool that ran and failed (a bad spec, a path outside the project, an unknown rule): an
/// `isError` result whose text says what is wrong, one problem per line, with `file:line:column`
/// where known. Malformed requests are `MCPError`s instead.
struct ToolFailure: Error, Sendable {
    var problems: [String]

    init(_ message: String) {
        problems = [message]
    }

    init(_ issues: StrataIssues) {
        problems = issues.issues.map(\.description)
        if problems.isEmpty { problems = ["failed without saying why (this is a bug in Strata)"] }
    }

    init(_ error: WorkspaceError) {
        problems = [error.description]
    }

    var result: CallTool.Result {
        let text = ArgumentWording.forTools(problems.joined(separator: "\n"))
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }
}
