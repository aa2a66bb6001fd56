import MCP
import StrataLint

/// `JSONReporter`'s document for a page of findings, made as a `Value` directly: encoding the
/// document and decoding it into a `Value` again (the SDK's decoder tries every kind of value on
/// every node) cost more than the lint run it reports. `LintToolTests` checks both give the same value.
enum LintDocumentValue {
    static func make(_ report: LintReport, findingsIn range: Range<Int>) -> Value {
        let summary: [String: Value] = [
            "files": .int(report.filesChecked), "errors": .int(report.count(.error)), "warnings": .int(report.count(.warning)),
            "notes": .int(report.count(.note)), "suppressed": .int(report.suppressedCount), "baselined": .int(report.baselinedCount),
            "rules": .array(report.rules.map { .string($0.id) }),
        ]
        let findings = report.findings[range].map { finding -> Value in
            let description = report.description(of: finding.ruleID)
            var item: [String: Value] = [
                "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue), "file": .string(finding.location.file),
                "line": .int(finding.location.line), "column": .int(finding.location.column), "message": .string(finding.message),
            ]
            if let title = description?.title { item["title"] = .string(title) }
            if let impact = description?.impact { item["impact"] = .string(impact.rawValue) }
            if let hint = finding.hint { item["hint"] = .string(hint) }
            if let fix = finding.fix { item["fix"] = value(of: fix) }
            return .object(item)
        }
        let fixed = report.fixedBaselineEntries.map { entry -> Value in
            .object(["rule": .string(entry.rule), "file": .string(entry.file), "message": .string(entry.message), "line": .int(entry.line)])
        }
        return .object([
            "version": .int(1), "tool": .string("strata"), "root": .string(report.root), "summary": .object(summary),
            "findings": .array(findings), "fixedBaselineEntries": .array(fixed),
        ])
    }

    private static func value(of fix: Fix) -> Value {
        .object([
            "summary": .string(fix.summary), "isSafe": .bool(fix.isSafe),
            "edits": .array(
                fix.edits.map { edit in
                    .object(["line": .int(edit.line), "column": .int(edit.column), "length": .int(edit.length), "replacement": .string(edit.replacement)])
                }),
        ])
    }
}
