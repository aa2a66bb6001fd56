import StrataModel

/// Files the parser could not read completely: reported at the first error, since other rules
/// see only what the parser recovered.
struct ParseErrorRule: LintRule {
    static let description = RuleDescription(
        id: "parse-error",
        title: "Swift files parse without errors",
        impact: .medium,
        impactDescription: "lint only sees what the parser recovered from a broken file; findings there may be missing",
        tags: ["input", "syntax"],
        rationale: """
            Strata reads code with SwiftParser, which recovers from syntax errors and carries on. A file \
            with errors is still linted, but declarations after the error may be misread; this finding \
            says where the first error is so the result can be trusted again.
            """,
        incorrect: RuleExample(
            "an unclosed parameter list",
            code: """
                // App/Domain/Entities/Workout.swift
                struct Workout {
                    func rename(to name: String {
                    }
                }
                """),
        correct: RuleExample(
            "a complete declaration",
            code: """
                // App/Domain/Entities/Workout.swift
                struct Workout {
                    func rename(to name: String) {
                    }
                }
                """),
        sources: ["Strata"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        let count = file.summary.syntaxErrorCount
        guard count > 0 else { return }
        findings.add(
            "the file has \(count) syntax error\(count == 1 ? "" : "s") (the first here); lint read what the parser recovered, so fix \(count == 1 ? "it" : "them") and lint again.",
            line: file.code.firstSyntaxErrorLine ?? 1, column: file.code.firstSyntaxErrorColumn ?? 1)
    }
}

/// Files that could not be read at all (too large, not UTF-8, unreadable, symbolic link loops).
struct UnreadableFileRule: LintRule {
    static let description = RuleDescription(
        id: "unreadable-file",
        title: "Every Swift file can be read",
        impact: .low,
        impactDescription: "a file lint cannot read is a file nobody checked",
        tags: ["input"],
        rationale: """
            Files that cannot be read (permissions, not UTF-8, over the size limit) or folders that \
            cannot be walked are skipped with this finding rather than failing the run, so the rest of \
            the project is still checked. Exclude generated or vendored files with `exclude:`.
            """,
        incorrect: RuleExample(
            "a file that is not UTF-8 (shown as text here; the test writes Latin-1 bytes)",
            code: """
                // App/Domain/Entities/Caf\u{E9}.swift
                struct Cafe {}
                """),
        correct: RuleExample(
            "a UTF-8 file",
            code: """
                // App/Domain/Entities/Cafe.swift
                struct Cafe {}
                """),
        sources: ["Strata"]
    )

    init(options: RuleOptions) {}

    func checkProject(_ project: LintProject, _ findings: inout FindingSink) {
        for problem in project.index.problems {
            let location = problem.location ?? SourceLocation(file: ".", line: 1, column: 1)
            findings.add(problem.message, line: location.line, column: location.column, file: location.file, hint: problem.hint)
        }
    }
}

/// Meta rule: a `// strata:` directive that is malformed, names an unknown rule, or gives no reason.
struct InvalidSuppressionRule: LintRule {
    static let id = "invalid-suppression"
    static let description = RuleDescription(
        id: id,
        title: "Suppressions are well-formed and give a reason",
        impact: .low,
        impactDescription: "a suppression without a reason is a decision nobody can revisit; a misspelled one silently suppresses nothing",
        tags: ["suppression", "meta"],
        rationale: """
            Inline suppressions are `// strata:disable:next <rule-id>[, <rule-id>…] -- <reason>` above \
            the line, `// strata:disable:this <rule-id> -- <reason>` at its end, \
            `// strata:disable:file <rule-id> -- <reason>` anywhere in the file, or a range: \
            `// strata:disable <rule-id>… -- <reason>` up to `// strata:enable <rule-id>` (each rule of a \
            range ends at its own `enable`). Unknown directives, unknown rule ids (with a did-you-mean), \
            missing reasons, an `enable` without its `disable`, a second `disable` of a range already \
            open, and a `disable` never re-enabled — which suppresses to the end of the file, and is \
            reported at the `disable` saying so — are reported (checked by the engine, not per file).
            """,
        incorrect: RuleExample(
            "no reason, and a misspelled rule",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                // strata:disable:next layer-import
                import UIKit
                """),
        correct: RuleExample(
            "the rule id and why",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                // strata:disable:next layer-imports -- tint colours move to Presentation in ticket APP-142
                import UIKit
                """),
        sources: ["Strata", "Ruff's noqa"]
    )

    init(options: RuleOptions) {}
}

/// Meta rule: a suppression that no longer suppresses anything.
struct UnusedSuppressionRule: LintRule {
    static let id = "unused-suppression"
    static let description = RuleDescription(
        id: id,
        title: "Suppressions still suppress something",
        impact: .low,
        impactDescription: "a stale suppression hides the next real violation on that line",
        tags: ["suppression", "meta"],
        rationale: """
            When the code under a suppression is fixed, the comment stays and would silence the next \
            violation of that rule on that line. A suppression whose rule is enabled but found nothing \
            where it points — its line, its `disable` … `enable` range, or its file — is reported; \
            `--fix` removes a stale comment that names one rule (for a range, both comments, when each \
            names only that rule). (A suppression of a disabled rule is left alone.)
            """,
        incorrect: RuleExample(
            "the import was removed, the comment stayed",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                // strata:disable:next layer-imports -- tint colours move to Presentation in ticket APP-142
                import Foundation
                """),
        correct: RuleExample(
            "no stale comment",
            code: """
                // App/Domain/Entities/RecoveryScore.swift
                import Foundation
                """),
        fix: .safe,
        sources: ["Strata"]
    )

    init(options: RuleOptions) {}
}
