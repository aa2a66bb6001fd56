import StrataModel

/// Everything a rule tells people about itself, as an architecture rule document gives it: title,
/// impact, impact description, tags, rationale, an incorrect and a correct example.
///
/// The examples are executable: the test suite lints each one and requires the incorrect example
/// to trigger the rule and the correct one not to, so a rule cannot ship without proof.
public struct RuleDescription: Sendable {
    public var id: String
    public var title: String
    public var impact: Impact
    public var impactDescription: String
    public var tags: [String]
    /// Why the rule exists, as Markdown.
    public var rationale: String
    public var incorrect: RuleExample
    public var correct: RuleExample
    public var defaultSeverity: StrataIssue.Severity
    public var isEnabledByDefault: Bool
    /// A house-style rule: it checks the conventions of `.strata.yml` and runs only when the file
    /// names a preset or conventions (or the rule is enabled explicitly).
    public var needsConventions: Bool
    public var options: [RuleOption]
    public var fix: FixAvailability
    /// The presets whose house style the rule checks, or the tool it follows (`clinic preset`, `Ruff's noqa`).
    public var sources: [String]

    public init(
        id: String, title: String, impact: Impact, impactDescription: String, tags: [String], rationale: String,
        incorrect: RuleExample, correct: RuleExample, defaultSeverity: StrataIssue.Severity = .warning,
        isEnabledByDefault: Bool = true, needsConventions: Bool = false, options: [RuleOption] = [],
        fix: FixAvailability = .none, sources: [String] = []
    ) {
        self.id = id
        self.title = title
        self.impact = impact
        self.impactDescription = impactDescription
        self.tags = tags
        self.rationale = rationale
        self.incorrect = incorrect
        self.correct = correct
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.needsConventions = needsConventions
        self.options = options
        self.fix = fix
        self.sources = sources
    }
}

/// One example: files introduced by a `// path/File.swift` line, optionally a
/// `.strata.yml` to lint them with.
public struct RuleExample: Sendable {
    /// What the example shows, as a parenthesis: "(repository class in Domain importing networking)".
    public var caption: String
    public var code: String
    /// `.strata.yml` text for this example (a preset, conventions, lint options), if it needs one.
    public var configuration: String?

    public init(_ caption: String, configuration: String? = nil, code: String) {
        self.caption = caption
        self.code = code
        self.configuration = configuration
    }

    /// The example's files: a line `// <path>.swift` (or `// Package.swift`) at column 0 starts a file.
    public var files: [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var current: (path: String, lines: [Substring])?
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// "), line.hasSuffix(".swift"), !line.dropFirst(3).contains(" ") {
                if let current { files.append((current.path, current.lines.joined(separator: "\n") + "\n")) }
                current = (String(line.dropFirst(3)), [line])
            } else {
                current?.lines.append(line)
            }
        }
        if var current {
            while current.lines.last?.isEmpty == true { current.lines.removeLast() }  // one final newline, not two
            files.append((current.path, current.lines.joined(separator: "\n") + "\n"))
        }
        return files
    }
}

/// A setting of a rule under `lint.rules.<id>` in `.strata.yml`.
public struct RuleOption: Sendable {
    public enum Kind: String, Sendable {
        case bool, integer, text, list

        var article: String {
            switch self {
            case .bool: return "`true` or `false`"
            case .integer: return "a whole number"
            case .text: return "a text"
            case .list: return "a list of names"
            }
        }
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: SettingValue
    public var summary: String

    public init(_ name: String, _ kind: Kind, default defaultValue: SettingValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Whether `strata lint --fix` can repair a violation.
public enum FixAvailability: String, Sendable, Codable {
    case none
    /// Mechanical and behaviour-preserving: applied by `--fix`.
    case safe
    /// Mechanical but it may change behaviour or not compile in every case: only with `--unsafe-fixes`.
    case unsafe
    /// Safe when the rule is sure, unsafe when it relies on a heuristic.
    case sometimesSafe
}
