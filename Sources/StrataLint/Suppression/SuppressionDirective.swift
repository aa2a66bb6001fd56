import StrataIndex

/// `// strata:disable:next <rule-id>[, <rule-id>…] -- <reason>` and its siblings `disable:this` (a
/// trailing comment on the offending line), `disable:file`, and the range pair `disable` … `enable`.
struct SuppressionDirective: Sendable {
    enum Scope: Sendable, Equatable {
        case line(Int)
        case file
        /// `strata:disable`: from this comment to the matching `strata:enable` (see `SuppressionRanges`).
        case rangeStart
        /// `strata:enable`: ends the ranges of its rules; suppresses nothing itself.
        case rangeEnd
    }

    var rules: [String]
    var scope: Scope
    var reason: String?
    var comment: CommentDirective

    /// A verb is followed by a space or the end, so `disable` never matches `disable:next`.
    static let verbs = ["disable:next", "disable:this", "disable:file", "disable", "enable"]
    /// Between the rule ids and the reason.
    static let reasonSeparators = [" -- ", " — ", " – "]

    /// The directive, or why the comment is not one.
    static func parse(_ comment: CommentDirective) -> Result<SuppressionDirective, SuppressionProblem> {
        var text = Substring(comment.text)
        guard let verb = verbs.first(where: { text.hasPrefix($0) && (text.count == $0.count || text.dropFirst($0.count).first == " ") }) else {
            let written = text.prefix { $0 != " " }
            return .failure(
                SuppressionProblem(
                    "unknown directive `strata:\(written)`",
                    hint:
                        "write `// strata:disable:next <rule-id> -- <reason>` (or `disable:this` at the end of the line, `disable:file` anywhere, `disable` … `enable` around a range)"
                ))
        }
        text = text.dropFirst(verb.count)
        var reason: String?
        for separator in reasonSeparators {
            if let range = text.range(of: separator) {
                reason = String(text[range.upperBound...]).trimmingCharacters(in: " \t")
                text = text[..<range.lowerBound]
                break
            }
        }
        if reason == nil, let dashes = text.range(of: " --") { text = text[..<dashes.lowerBound] }  // `--` with nothing after
        let rules = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        guard !rules.isEmpty else {
            return .failure(SuppressionProblem("`strata:\(verb)` names no rule", hint: "e.g. `// strata:\(verb) dto-boundary -- <reason>`"))
        }
        let scope: Scope
        switch verb {
        case "disable:this": scope = .line(comment.line)
        case "disable:file": scope = .file
        case "disable": scope = .rangeStart
        case "enable": scope = .rangeEnd
        default:
            guard let next = comment.nextCodeLine else {
                return .failure(SuppressionProblem("`strata:disable:next` has no code line after it", hint: "put it right above the line to suppress"))
            }
            scope = .line(next)
        }
        return .success(SuppressionDirective(rules: rules, scope: scope, reason: reason?.isEmpty == false ? reason : nil, comment: comment))
    }

    /// Whether a reason must follow the rule ids: every directive that suppresses something.
    var needsReason: Bool { scope != .rangeEnd }

    /// `disable:next`, `enable`…: the verb as written, for messages.
    var verb: String { String(comment.text.prefix { $0 != " " }) }
}

struct SuppressionProblem: Error, Sendable {
    var message: String
    var hint: String

    init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
