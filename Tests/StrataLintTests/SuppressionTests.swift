import StrataLint
import Testing

/// `// strata:disable:next|this|file <rule-id> -- <reason>`: what they suppress, and the findings
/// about suppressions that are malformed or stale.
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
        let project = try ExampleProject(files: RuleExample("", code: Self.entity + "import UIKit\nimport SwiftUI\n// strata:disable:file layer-imports -- generated from the design tool\n").files)
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
            ("App/Domain/UseCases/LogMealUseCase.swift", "// strata:disable:next test-coverage -- covered by UI tests\nfinal class LogMealUseCase {\n    func execute() {}\n}\n"),
        ])
        defer { project.remove() }
        let report = try await project.lint().report
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.suppressedCount == 1)
    }
}
