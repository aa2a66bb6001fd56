import StrataIndex
import StrataModel

/// Applies one file's inline suppressions to its findings, and reports the suppressions that are
/// malformed or no longer suppress anything (rules `invalid-suppression`, `unused-suppression`).
struct SuppressionFilter {
    let configuration: LintConfiguration

    struct Outcome {
        var kept: [Finding] = []
        var suppressed = 0
        /// Findings about the suppressions themselves; never suppressible.
        var problems: [Finding] = []
    }

    func apply(to findings: [Finding], file: LintFile) -> Outcome {
        var outcome = Outcome()
        guard !file.code.directives.isEmpty else {
            outcome.kept = findings
            return outcome
        }
        let enabled = configuration.enabledIDs
        var directives: [SuppressionDirective] = []
        for comment in file.code.directives {
            switch SuppressionDirective.parse(comment) {
            case .failure(let problem):
                report(InvalidSuppressionRule.id, problem.message, hint: problem.hint, at: comment, in: file, into: &outcome)
            case .success(let directive):
                for rule in directive.rules where RuleRegistry.type(id: rule) == nil {
                    report(
                        InvalidSuppressionRule.id, "`strata:\(directive.verb)` names unknown rule `\(rule)`",
                        hint: RuleRegistry.suggestion(for: rule), at: comment, in: file, into: &outcome)
                }
                if directive.needsReason, directive.reason == nil {
                    report(
                        InvalidSuppressionRule.id, "suppression of \(directive.rules.map { "`\($0)`" }.joined(separator: ", ")) gives no reason",
                        hint: "say why after ` -- `, e.g. `// strata:\(directive.verb) \(directive.rules[0]) -- legacy screen, replaced in Q3`",
                        at: comment, in: file, into: &outcome)
                }
                directives.append(directive)
            }
        }
        let pairing = SuppressionRanges.pair(directives, lastLine: file.summary.lineCount) { RuleRegistry.type(id: $0) != nil }
        for (comment, problem) in pairing.problems {
            report(InvalidSuppressionRule.id, problem.message, hint: problem.hint, at: comment, in: file, into: &outcome)
        }
        let suppressions = pairing.suppressions
        var used = [Bool](repeating: false, count: suppressions.count)
        for finding in findings {
            if let index = suppressions.firstIndex(where: { $0.rule == finding.ruleID && $0.covers(line: finding.location.line) }) {
                used[index] = true
                outcome.suppressed += 1
            } else {
                outcome.kept.append(finding)
            }
        }
        // A rule that is off, or unknown, says nothing about whether the suppression is still needed.
        for (suppression, isUsed) in zip(suppressions, used) where !isUsed && enabled.contains(suppression.rule) {
            report(
                UnusedSuppressionRule.id,
                "suppression of `\(suppression.rule)` suppresses nothing: \(suppression.nothingFound)",
                hint: "remove it (or the rule from its list)", at: suppression.directive.comment, in: file,
                fix: removal(of: suppression), into: &outcome)
        }
        return outcome
    }

    /// Deleting the comment(s) is safe when each names only this rule; otherwise a list needs editing by hand.
    private func removal(of suppression: Suppression) -> Fix? {
        let comments = [suppression.directive] + (suppression.closing.map { [$0] } ?? [])
        guard comments.allSatisfy({ $0.rules.count == 1 }) else { return nil }
        return Fix(
            summary: comments.count == 1 ? "remove the stale suppression" : "remove the stale `disable` … `enable` pair", isSafe: true,
            edits: comments.map { TextEdit(line: $0.comment.line, column: $0.comment.column, length: TextEdit.restOfLine, replacement: "") })
    }

    private func report(
        _ rule: String, _ message: String, hint: String, at comment: CommentDirective, in file: LintFile, fix: Fix? = nil,
        into outcome: inout Outcome
    ) {
        guard let severity = configuration.severity(of: rule) else { return }
        outcome.problems.append(
            Finding(
                ruleID: rule, severity: severity, location: SourceLocation(file: file.path, line: comment.line, column: comment.column),
                message: message, hint: hint, fix: fix))
    }
}
