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
        var directives: [(directive: SuppressionDirective, used: Set<String>)] = []
        for comment in file.code.directives {
            switch SuppressionDirective.parse(comment) {
            case .failure(let problem):
                report(InvalidSuppressionRule.id, problem.message, hint: problem.hint, at: comment, in: file, into: &outcome)
            case .success(let directive):
                for rule in directive.rules where RuleRegistry.type(id: rule) == nil {
                    report(InvalidSuppressionRule.id, "`strata:\(comment.text.prefix { $0 != " " })` names unknown rule `\(rule)`",
                           hint: RuleRegistry.suggestion(for: rule), at: comment, in: file, into: &outcome)
                }
                if directive.reason == nil {
                    report(InvalidSuppressionRule.id, "suppression of \(directive.rules.map { "`\($0)`" }.joined(separator: ", ")) gives no reason",
                           hint: "say why after ` -- `, e.g. `// strata:disable:next \(directive.rules[0]) -- legacy screen, replaced in Q3`",
                           at: comment, in: file, into: &outcome)
                }
                directives.append((directive, []))
            }
        }
        for finding in findings {
            if let index = directives.firstIndex(where: { $0.directive.rules.contains(finding.ruleID) && $0.directive.covers(line: finding.location.line) }) {
                directives[index].used.insert(finding.ruleID)
                outcome.suppressed += 1
            } else {
                outcome.kept.append(finding)
            }
        }
        for (directive, used) in directives {
            // A rule that is off, or unknown, says nothing about whether the suppression is still needed.
            for rule in directive.rules where enabled.contains(rule) && !used.contains(rule) {
                let target: String
                switch directive.scope {
                case .line(let line): target = "line \(line) has no `\(rule)` finding"
                case .file: target = "this file has no `\(rule)` finding"
                }
                // Removing the comment is safe when it names only this rule; otherwise the list needs editing by hand.
                let fix = directive.rules.count == 1
                    ? Fix(summary: "remove the stale suppression", isSafe: true,
                          edits: [TextEdit(line: directive.comment.line, column: directive.comment.column, length: TextEdit.restOfLine, replacement: "")])
                    : nil
                report(UnusedSuppressionRule.id, "suppression of `\(rule)` suppresses nothing: \(target)",
                       hint: "remove it (or the rule from its list)", at: directive.comment, in: file, fix: fix, into: &outcome)
            }
        }
        return outcome
    }

    private func report(
        _ rule: String, _ message: String, hint: String, at comment: CommentDirective, in file: LintFile, fix: Fix? = nil,
        into outcome: inout Outcome
    ) {
        guard let severity = configuration.severity(of: rule) else { return }
        outcome.problems.append(Finding(
            ruleID: rule, severity: severity, location: SourceLocation(file: file.path, line: comment.line, column: comment.column),
            message: message, hint: hint, fix: fix))
    }
}
