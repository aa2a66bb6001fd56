import Foundation
import MCP
import StrataLint
import StrataModel
import Testing

@testable import StrataMCP

/// The `lint` tool's structured result, made as a `Value` directly, is the JSON reporter's document
/// decoded — for a page of findings with and without titles, hints, fixes and fixed baseline entries.
@Suite struct LintDocumentValueTests {
    @Test func theValueIsTheJSONReportersDocument() throws {
        let fix = Fix(summary: "add `Sendable`", isSafe: false, edits: [TextEdit(line: 3, column: 24, length: 0, replacement: ": Sendable")])
        let findings = [
            Finding(
                ruleID: "dto-boundary", severity: .error, location: SourceLocation(file: "Sources/A.swift", line: 4, column: 9),
                message: "Domain names `OrderDTO`", hint: "map it in the Data layer"),
            Finding(
                ruleID: "protocols-sendable", severity: .warning, location: SourceLocation(file: "Sources/B.swift", line: 3, column: 1),
                message: "`OrderStore` is not Sendable", fix: fix),
            Finding(ruleID: "not-a-rule", severity: .note, location: SourceLocation(file: "Sources/C.swift", line: 1, column: 1), message: "odd"),
        ]
        let report = LintReport(
            root: "/tmp/project", findings: findings, filesChecked: 12, rules: Array(RuleRegistry.descriptions.prefix(3)), suppressedCount: 2,
            baselinedCount: 1, fixedBaselineEntries: [Baseline.Entry(rule: "dto-boundary", file: "Sources/D.swift", message: "gone", line: 7)])
        for range in [0..<3, 1..<2, 3..<3] {
            let decoded = try JSONDecoder().decode(Value.self, from: Data(JSONReporter().render(report, findingsIn: range).utf8))
            #expect(LintDocumentValue.make(report, findingsIn: range) == decoded, "findings \(range)")
        }
    }
}
