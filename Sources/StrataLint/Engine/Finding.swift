import StrataModel

/// One violation of one rule at one place, with what to change.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: StrataIssue.Severity
    /// File relative to the project root, 1-based line and UTF-8 column.
    public var location: SourceLocation
    /// What is wrong and what to change, in one sentence or two.
    public var message: String
    /// How to change it when that needs more than the message says, if anything.
    public var hint: String?
    public var fix: Fix?

    public init(ruleID: String, severity: StrataIssue.Severity, location: SourceLocation, message: String, hint: String? = nil, fix: Fix? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
        self.fix = fix
    }

    /// Stable order for every report: file, line, column, rule.
    public static func ordered(_ left: Finding, _ right: Finding) -> Bool {
        if left.location.file != right.location.file { return left.location.file < right.location.file }
        return orderedInFile(left, right)
    }

    /// `ordered` for two findings in the same file.
    static func orderedInFile(_ left: Finding, _ right: Finding) -> Bool {
        if left.location.line != right.location.line { return left.location.line < right.location.line }
        if left.location.column != right.location.column { return left.location.column < right.location.column }
        if left.ruleID != right.ruleID { return left.ruleID < right.ruleID }
        return left.message < right.message
    }
}

/// Text edits that repair a finding, all in the finding's file.
public struct Fix: Sendable, Hashable, Codable {
    public var summary: String
    /// Safe fixes are applied by `--fix`; the others only with `--unsafe-fixes` too.
    public var isSafe: Bool
    public var edits: [TextEdit]

    public init(summary: String, isSafe: Bool, edits: [TextEdit]) {
        self.summary = summary
        self.isSafe = isSafe
        self.edits = edits
    }
}

/// Replace `length` UTF-8 bytes at a 1-based line and column with `replacement`.
public struct TextEdit: Sendable, Hashable, Codable {
    /// `length` meaning "a trailing comment": from `column` to the end of the line, with the blanks
    /// before it — and the whole line when nothing else is on it.
    public static let restOfLine = -1

    public var line: Int
    public var column: Int
    public var length: Int
    public var replacement: String

    public init(line: Int, column: Int, length: Int, replacement: String) {
        self.line = line
        self.column = column
        self.length = length
        self.replacement = replacement
    }
}
