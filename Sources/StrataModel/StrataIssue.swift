/// A problem found in user input (spec, config, Swift source) or in Strata's own output.
///
/// Issues are values: stages collect them and the CLI renders them once, compiler-style,
/// so editors and CI can jump to `file:line:column`.
public struct StrataIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    /// How to fix it, when Strata can tell ("did you mean `String`?").
    public var hint: String?

    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// `path:line:col: error: message (hint)` — the format Xcode and most editors understand.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(message)"
        if let hint { text += " (\(hint))" }
        return text
    }
}

/// Thrown by a stage that found one or more issues; carries all of them, never just the first.
public struct StrataIssues: Error, Sendable, CustomStringConvertible {
    public var issues: [StrataIssue]

    public init(_ issues: [StrataIssue]) { self.issues = issues }

    public var description: String { issues.map(\.description).joined(separator: "\n") }
}

extension StrataIssues {
    /// The work stopped because its task was cancelled (an MCP client's `notifications/cancelled`):
    /// stages that throw only `StrataIssues` stop with this, and nothing is written.
    public static var cancelled: StrataIssues {
        StrataIssues([StrataIssue(.error, at: nil, "cancelled before it finished; nothing was written")])
    }

    /// Throws `cancelled` when the current task is cancelled: a check between the stages of long work.
    public static func checkCancellation() throws(StrataIssues) {
        if Task.isCancelled { throw cancelled }
    }
}
