import Foundation
import StrataLint
import StrataSpec
import Testing

/// `docs/LINT.md` is generated from the rules' metadata; this keeps the file and the code in step.
@Suite("Lint documentation")
struct LintDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func lintReferenceIsUpToDate() throws {
        let url = Self.root.appendingPathComponent("docs/LINT.md")
        let expected = RuleDocument.reference(RuleRegistry.descriptions)
        if ProcessInfo.processInfo.environment["STRATA_RECORD_LINT_DOCS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        #expect(
            actual == expected,
            "docs/LINT.md is stale: run `swift run strata rules --format markdown > docs/LINT.md` (or STRATA_RECORD_LINT_DOCS=1 swift test --filter LintDocumentationTests)")
    }

    @Test func theReadmeLintConfigurationLoads() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let yaml = try #require(blocks.first { $0.contains("lint:") })
        let config = try ConfigLoader.load(text: yaml, file: "README.md", presetOverride: nil)
        let configuration = try LintConfiguration.resolve(config.lint, conventions: config.conventions, statesConventions: config.statesConventions)
        #expect(configuration.enabledIDs.contains("size-limits"))
    }

    @Test func theReadmeNamesEveryLintCommand() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for text in ["strata lint", "strata rules", "strata explain", "--write-baseline", "strata:disable:next", "sarif", "docs/LINT.md"] {
            #expect(readme.contains(text), "README lacks `\(text)`")
        }
    }
}
