import StrataIndex

/// One rule suppressed over some lines of one file: by a `disable:next`/`this`/`file` comment, or
/// by a `disable` … `enable` pair.
struct Suppression: Sendable {
    var rule: String
    /// The lines covered; nil for the whole file.
    var lines: ClosedRange<Int>?
    /// The comment that disables the rule (where an unused suppression is reported).
    var directive: SuppressionDirective
    /// The `enable` comment that ends a range.
    var closing: SuppressionDirective?
    /// A `disable` never re-enabled: it runs to the end of the file.
    var isUnterminated = false

    func covers(line: Int) -> Bool {
        lines?.contains(line) ?? true
    }

    /// "line 12 has no `x` finding", "lines 4–18 have…", "lines 4 to the end of the file have…", "this file has…".
    var nothingFound: String {
        let place: String
        switch lines {
        case nil: place = "this file has"
        case let lines? where isUnterminated: place = "lines \(lines.lowerBound) to the end of the file have"
        case let lines? where lines.count == 1: place = "line \(lines.lowerBound) has"
        case let lines?: place = "lines \(lines.lowerBound)–\(lines.upperBound) have"
        }
        return "\(place) no `\(rule)` finding"
    }
}

/// Turns a file's directives, in source order, into suppressions: each `strata:disable <rule>`
/// runs to the next `strata:enable <rule>`, per rule, so `disable a, b` can be ended one rule at a
/// time. Pairing mistakes are problems with the comment they concern.
enum SuppressionRanges {
    struct Pairing {
        var suppressions: [Suppression] = []
        /// Each with the comment it is reported at.
        var problems: [(comment: CommentDirective, problem: SuppressionProblem)] = []
    }

    /// - Parameters:
    ///   - isKnown: whether a rule id exists (unknown ids are reported elsewhere and paired with nothing).
    ///   - lastLine: the file's last line, where an unterminated range ends.
    static func pair(_ directives: [SuppressionDirective], lastLine: Int, isKnown: (String) -> Bool) -> Pairing {
        var pairing = Pairing()
        var open: [String: SuppressionDirective] = [:]
        for directive in directives {
            let here = directive.comment
            for rule in directive.rules where isKnown(rule) {
                switch directive.scope {
                case .line(let line):
                    pairing.suppressions.append(Suppression(rule: rule, lines: line...line, directive: directive))
                case .file:
                    pairing.suppressions.append(Suppression(rule: rule, lines: nil, directive: directive))
                case .rangeStart:
                    if let earlier = open[rule] {
                        pairing.problems.append(
                            (
                                here,
                                SuppressionProblem(
                                    "`strata:disable \(rule)` while `\(rule)` is already disabled since line \(earlier.comment.line)",
                                    hint: "remove this one, or end the first range with `// strata:enable \(rule)` before it")
                            ))
                    } else {
                        open[rule] = directive
                    }
                case .rangeEnd:
                    if let start = open.removeValue(forKey: rule) {
                        pairing.suppressions.append(
                            Suppression(
                                rule: rule, lines: start.comment.line...directive.comment.line, directive: start, closing: directive))
                    } else {
                        pairing.problems.append(
                            (
                                here,
                                SuppressionProblem(
                                    "`strata:enable \(rule)` ends no `strata:disable \(rule)` range",
                                    hint: "remove it, or put `// strata:disable \(rule) -- <reason>` where the exception starts")
                            ))
                    }
                }
            }
        }
        // Still open at the end: it suppresses to the end of the file, which is said, not assumed.
        for (rule, start) in open.sorted(by: { ($0.value.comment.line, $0.key) < ($1.value.comment.line, $1.key) }) {
            let end = max(lastLine, start.comment.line)
            pairing.suppressions.append(Suppression(rule: rule, lines: start.comment.line...end, directive: start, isUnterminated: true))
            pairing.problems.append(
                (
                    start.comment,
                    SuppressionProblem(
                        "`strata:disable \(rule)` is never re-enabled: it suppresses `\(rule)` from line \(start.comment.line) to the end of the file (line \(end))",
                        hint: "add `// strata:enable \(rule)` where the exception ends, or write `disable:file` if the whole file is meant")
                ))
        }
        return pairing
    }
}
