import StrataModel

/// A value some observations voted for, with the places that voted for it.
struct Candidate {
    /// The value as written in `.strata.yml` (see `FieldValue`), or a description of a style Strata
    /// cannot write when `expressible` is false.
    var value: String
    /// Other spellings that mean the same for this codebase (`{module}` and `{feature}Domain` when
    /// every module is named `<Feature>Domain`); a preset's spelling among them is preferred.
    var spellings: [String]
    var expressible: Bool
    var locations: [SourceLocation]
    /// A concrete instance for the report (`movie(withID:)`), the first one seen.
    var example: String?

    var count: Int { locations.count }

    func spells(_ text: String) -> Bool { value == text || spellings.contains(text) }

    /// The value with its example, for sentences: "sit in a folder of their own (e.g. `FetchUser/…`)".
    var described: String { example.map { "\(value) (e.g. \($0))" } ?? value }
}

/// Everything observed about one `Conventions` field, and how to read and write that field.
struct FieldEvidence {
    /// The property name, dotted for nested ones: `repositoryMethods.fetchByID`, `paths.useCase`.
    let field: String
    /// What was counted, plural: "use case contracts".
    let noun: String
    /// How a value reads after the noun: `{name}UseCaseContract` → "end in `UseCaseContract`".
    let phrase: (String) -> String
    /// The field's value in a `Conventions`, encoded like the candidates.
    let read: (Conventions) -> String
    /// Sets the field from an encoded value.
    let write: (inout Conventions, String) -> Void
    /// Values that do not contradict a chosen one (an all-`let` entity where `var` is allowed): they
    /// count as support, not as outliers.
    var compatible: (_ chosen: String, _ other: String) -> Bool = { _, _ in false }
    private(set) var candidates: [Candidate] = []

    init(
        _ field: String, noun: String, phrase: @escaping (String) -> String,
        read: @escaping (Conventions) -> String, write: @escaping (inout Conventions, String) -> Void
    ) {
        self.field = field
        self.noun = noun
        self.phrase = phrase
        self.read = read
        self.write = write
    }

    /// One observation. `spellings` are equivalent ways to write `value`.
    mutating func add(_ value: String, at location: SourceLocation, spellings: [String] = [], expressible: Bool = true, example: String? = nil) {
        // An observation that can be spelled like an existing candidate is a vote for it: a module
        // named like its feature reads as both `{module}` and `{feature}`.
        let written = [value] + spellings
        if let index = candidates.firstIndex(where: { $0.expressible == expressible && written.contains(where: $0.spells) }) {
            if candidates[index].example == nil { candidates[index].example = example }
            candidates[index].locations.append(location)
            for spelling in spellings where !candidates[index].spellings.contains(spelling) {
                candidates[index].spellings.append(spelling)
            }
        } else {
            candidates.append(
                Candidate(
                    value: value, spellings: spellings.filter { $0 != value }, expressible: expressible, locations: [location], example: example
                ))
        }
    }

    var total: Int { candidates.reduce(0) { $0 + $1.count } }
    var isEmpty: Bool { candidates.isEmpty }

    /// The candidates with the most votes (several on a tie), in the order first seen.
    var leaders: [Candidate] {
        let best = candidates.map(\.count).max() ?? 0
        return candidates.filter { $0.count == best }
    }

    /// Whether the majority (or one side of a tie) is what `preset` writes.
    func agrees(with preset: Conventions) -> Bool {
        let value = read(preset)
        return leaders.contains { $0.expressible && $0.spells(value) }
    }

    /// The majority. A tie goes to the preset's value: the tied value that spells it, or the preset's
    /// own value when none does. A majority Strata cannot write keeps the preset's value too.
    func decide(preset: Conventions) -> Decision? {
        let leaders = leaders
        guard let first = leaders.first else { return nil }
        let presetValue = read(preset)
        let winner: Candidate?
        // A value fewer than half the observations share is no convention (2 of 14 is a minority
        // even when nothing else reaches 2): the preset decides, as on a tie.
        if leaders.count == 1, first.count * 2 > total {
            winner = first
        } else {
            winner = leaders.first { $0.expressible && $0.spells(presetValue) }
        }
        let written = winner.flatMap { $0.expressible && !$0.spells(presetValue) ? $0.value : nil } ?? presetValue
        let chosen = winner.map { [$0] } ?? candidates.filter { $0.expressible && $0.spells(presetValue) }
        let rest = candidates.filter { candidate in !chosen.contains { $0.value == candidate.value && $0.expressible == candidate.expressible } }
        let agreeing = rest.filter { winner?.expressible != false && $0.expressible && compatible(written, $0.value) }
        let others = rest.filter { other in !agreeing.contains { $0.value == other.value && $0.expressible == other.expressible } }
        let outliers = others.flatMap(\.locations).sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        let support = (chosen + agreeing).reduce(0) { $0 + $1.count }
        return Decision(
            winner: winner, leaders: leaders, written: written, support: support, total: total,
            outliers: outliers, others: others
        )
    }

    struct Decision {
        /// The majority, or the tied value the preset agrees with; nil for a tie the preset settled
        /// with a value of its own.
        var winner: Candidate?
        var leaders: [Candidate]
        /// The value that goes into the conventions: the winner, in the preset's spelling when equivalent;
        /// the preset's own value when the winner is a style Strata cannot write or a tie has no winner.
        var written: String
        var support: Int
        var total: Int
        var outliers: [SourceLocation]
        var others: [Candidate]

        var tie: Bool { leaders.count > 1 }
    }
}

/// Encoding of field values as text, the way `.strata.yml` spells them (without YAML quoting).
enum FieldValue {
    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    static func parseList(_ text: String) -> [String] {
        var inner = Substring(text)
        if inner.hasPrefix("[") { inner = inner.dropFirst() }
        if inner.hasSuffix("]") { inner = inner.dropLast() }
        return inner.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// `nil` for an absent optional (no file header).
    static let none = "null"
}

/// Sentences for the evidence report.
enum Phrases {
    /// `{name}UseCaseContract` → "end in `UseCaseContract`", `Mock{name}` → "start with `Mock`".
    static func name(_ pattern: String) -> String {
        for placeholder in ["{name}", "{entity}", "{feature}"] {
            if pattern.hasPrefix(placeholder), !pattern.dropFirst(placeholder.count).contains("{") {
                let suffix = pattern.dropFirst(placeholder.count)
                return suffix.isEmpty ? "are named `\(pattern)`" : "end in `\(suffix)`"
            }
            if pattern.hasSuffix(placeholder), !pattern.dropLast(placeholder.count).contains("{") {
                return "start with `\(pattern.dropLast(placeholder.count))`"
            }
        }
        return "are named `\(pattern)`"
    }

    static func named(_ value: String) -> String { "are named `\(value)`" }
    static func at(_ value: String) -> String { "live at `\(value)`" }
    static func value(_ value: String) -> String { "use `\(value)`" }

    static func flag(yes: String, no: String) -> (String) -> String {
        { $0 == "true" ? yes : no }
    }
}
