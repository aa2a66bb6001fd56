import StrataLint
import Testing

/// `// strata:disable:next|this|file <rule-id> -- <reason>` and `disable` … `enable` ranges: what
/// they suppress, and the findings about suppressions that are malformed, unterminated or stale.
@Suite("Inline suppressions")
struct SuppressionTests {
    static let entity = "// App/Domain/Entities/RecoveryScore.swift\n"

    static func findings(_ code: String) async throws -> [Finding] {
        let project = try ExampleProject(files: RuleExample("", code: entity + code).files)
        defer { project.remove() }
        return try await project.lint().report.findings
    }

    @Test func nextLineWithAReasonSuppresses() async throws {
        let outcome = try await Self.findings("// strata:disable:next layer-imports -- colours move to Presentation (APP-142)\nimport UIKit\n")
        #expect(outcome.isEmpty, "\(outcome)")
    }

    @Test func trailingThisSuppressesItsLineOnly() async throws {
        let outcome = try await Self.findings("import UIKit // strata:disable:this layer-imports -- legacy\nimport SwiftUI\n")
        #expect(outcome.map(\.location.line) == [3])
    }

    @Test func fileSuppressesEverywhereAndCountsAsSuppressed() async throws {
        let project = try ExampleProject(
            files: RuleExample("", code: Self.entity + "import UIKit\nimport SwiftUI\n// strata:disable:file layer-imports -- generated from the design tool\n").files)
        defer { project.remove() }
        let report = try await project.lint().report
        #expect(report.findings.isEmpty)
        #expect(report.suppressedCount == 2)
    }

    @Test func otherRulesStillReport() async throws {
        let outcome = try await Self.findings("// strata:disable:next dto-boundary -- not this one\nimport UIKit\n")
        #expect(outcome.map(\.ruleID).sorted() == ["layer-imports", "unused-suppression"])
    }

    @Test func aSuppressionWithoutReasonIsReportedButStillWorks() async throws {
        let outcome = try await Self.findings("// strata:disable:next layer-imports\nimport UIKit\n")
        #expect(outcome.map(\.ruleID) == ["invalid-suppression"])
        #expect(outcome.first?.message == "suppression of `layer-imports` gives no reason")
        #expect(outcome.first?.location.line == 2)
    }

    @Test func unknownRuleInASuppression() async throws {
        let outcome = try await Self.findings("// strata:disable:next layer-import -- typo\nimport UIKit\n")
        #expect(outcome.map(\.ruleID).sorted() == ["invalid-suppression", "layer-imports"])
        #expect(outcome.first { $0.ruleID == "invalid-suppression" }?.hint == "did you mean `layer-imports`?")
    }

    @Test func unknownDirective() async throws {
        let outcome = try await Self.findings("// strata:ignore layer-imports\nimport Foundation\n")
        #expect(outcome.map(\.message) == ["unknown directive `strata:ignore`"])
    }

    @Test func staleSuppressionIsReported() async throws {
        let outcome = try await Self.findings("// strata:disable:next layer-imports -- was UIKit\nimport Foundation\n")
        #expect(outcome.map(\.ruleID) == ["unused-suppression"])
        #expect(outcome.first?.message == "suppression of `layer-imports` suppresses nothing: line 3 has no `layer-imports` finding")
    }

    @Test func suppressionOfADisabledRuleIsLeftAlone() async throws {
        let project = try ExampleProject(
            files: RuleExample("", code: Self.entity + "// strata:disable:next layer-imports -- off anyway\nimport Foundation\n").files,
            configuration: "lint:\n  rules:\n    layer-imports: off\n")
        defer { project.remove() }
        #expect(try await project.lint().report.findings.isEmpty)
    }

    @Test func suppressionsOfProjectFindingsWork() async throws {
        let project = try ExampleProject(files: [
            ("App/Domain/UseCases/LogMealUseCase.swift", "// strata:disable:next test-coverage -- covered by UI tests\nfinal class LogMealUseCase {\n    func execute() {}\n}\n")
        ])
        defer { project.remove() }
        let report = try await project.lint().report
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.suppressedCount == 1)
    }

    // MARK: - Ranges

    static let twoImports = "import UIKit\nimport SwiftUI\n"

    @Test func aRangeSuppressesTheLinesBetweenDisableAndEnable() async throws {
        let outcome = try await Self.findings("// strata:disable layer-imports -- legacy colours, APP-142\n" + Self.twoImports + "// strata:enable layer-imports\nimport Combine\n")
        #expect(outcome.map(\.ruleID) == ["layer-imports"])
        #expect(outcome.first?.location.line == 6, "the import after `enable` is reported")
    }

    @Test func aRangeOfSeveralRulesEndsOneRuleAtATime() async throws {
        let code = """
            // strata:disable layer-imports, domain-io -- legacy store, APP-9
            import UIKit
            // strata:enable layer-imports
            import SwiftUI
            final class Store {
                func load() { _ = UserDefaults.standard }
            }
            // strata:enable domain-io

            """
        let outcome = try await Self.findings(code).filter { ["layer-imports", "domain-io"].contains($0.ruleID) || $0.ruleID.hasSuffix("suppression") }
        #expect(outcome.map { "\($0.ruleID):\($0.location.line)" } == ["layer-imports:5"])
    }

    @Test func anUnterminatedRangeRunsToTheEndOfTheFileAndIsReported() async throws {
        let outcome = try await Self.findings("import Foundation\n// strata:disable layer-imports -- generated below\n" + Self.twoImports)
        #expect(outcome.map(\.ruleID) == ["invalid-suppression"], "both imports stay suppressed")
        let finding = try #require(outcome.first)
        #expect((finding.location.line, finding.location.column) == (3, 1))
        #expect(finding.message == "`strata:disable layer-imports` is never re-enabled: it suppresses `layer-imports` from line 3 to the end of the file (line 5)")
    }

    @Test func anEnableWithoutADisableIsReported() async throws {
        let outcome = try await Self.findings("import Foundation\n// strata:enable layer-imports\n")
        #expect(outcome.map(\.message) == ["`strata:enable layer-imports` ends no `strata:disable layer-imports` range"])
        #expect(outcome.first?.location.line == 3)
    }

    @Test func aSecondDisableOfAnOpenRangeIsReported() async throws {
        let code = "// strata:disable layer-imports -- a\nimport UIKit\n// strata:disable layer-imports -- b\nimport SwiftUI\n// strata:enable layer-imports\n"
        let outcome = try await Self.findings(code)
        #expect(outcome.map(\.message) == ["`strata:disable layer-imports` while `layer-imports` is already disabled since line 2"])
        #expect(outcome.first?.location.line == 4)
    }

    @Test func aRangeWithoutAReasonIsReportedButStillWorks() async throws {
        let outcome = try await Self.findings("// strata:disable layer-imports\nimport UIKit\n// strata:enable layer-imports\n")
        #expect(outcome.map(\.message) == ["suppression of `layer-imports` gives no reason"], "`enable` needs no reason")
    }

    @Test func aStaleRangeIsReported() async throws {
        let outcome = try await Self.findings("// strata:disable layer-imports -- was UIKit\nimport Foundation\n// strata:enable layer-imports\n")
        #expect(outcome.map(\.message) == ["suppression of `layer-imports` suppresses nothing: lines 2–4 have no `layer-imports` finding"])
        #expect(outcome.first?.fix?.edits.map(\.line) == [2, 4], "the fix removes both comments")
    }

    @Test func aStaleUnterminatedRangeIsReportedTwice() async throws {
        let outcome = try await Self.findings("// strata:disable layer-imports -- was UIKit\nimport Foundation\n")
        #expect(outcome.map(\.ruleID).sorted() == ["invalid-suppression", "unused-suppression"])
        #expect(outcome.contains { $0.message.hasSuffix("lines 2 to the end of the file have no `layer-imports` finding") })
    }

    @Test func anUnknownRuleInARangeGetsASuggestion() async throws {
        let outcome = try await Self.findings("// strata:disable layer-import -- typo\nimport UIKit\n// strata:enable layer-import\n")
        let invalid = outcome.filter { $0.ruleID == "invalid-suppression" }
        #expect(invalid.map(\.message) == ["`strata:disable` names unknown rule `layer-import`", "`strata:enable` names unknown rule `layer-import`"])
        #expect(invalid.allSatisfy { $0.hint == "did you mean `layer-imports`?" })
        #expect(outcome.contains { $0.ruleID == "layer-imports" }, "an unknown rule suppresses nothing")
    }
}
