import Foundation
import StrataAnalysis
import StrataCorpus
import StrataLint
import StrataModel
import Testing

/// The engine sorts each file's findings on its own and joins the files in path order: the result
/// must be exactly `Finding.ordered`'s order, project findings (test coverage) included.
@Suite("Lint: findings in report order")
struct FindingOrderTests {
    private static func expectReportOrder(_ findings: [Finding], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = findings.sorted(by: Finding.ordered)
        #expect(findings.map(\.location) == expected.map(\.location), sourceLocation: sourceLocation)
        #expect(findings.map(\.ruleID) == expected.map(\.ruleID), sourceLocation: sourceLocation)
    }

    @Test func aCorpusOfManyFilesComesOutInReportOrder() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-finding-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 11)
        try generator.write(lines: 8_000, to: root)
        let findings = try await ColdLint.findings(root)
        #expect(Set(findings.map(\.location.file)).count >= 10, "findings in many files")
        #expect(findings.contains { $0.ruleID == "test-coverage" }, "project findings among them")
        Self.expectReportOrder(findings)
    }

    /// A model whose files are not in the index's order (decoded, or classified from another index):
    /// the engine then finds each summary by path instead of by position, with the same findings.
    @Test func aModelInAnotherOrderGivesTheSameFindings() async throws {
        var compared = 0
        for root in try FixtureProjects.roots() {
            let index = try await ColdLint.index(root)
            let model = Classifier().classify(index, relations: false)
            var reordered = model
            reordered.files.reverse()
            let expected = try await ColdLint.findings(index: index, model: model)
            let found = try await ColdLint.findings(index: index, model: reordered)
            #expect(found == expected, "\(root.lastPathComponent)")
            compared += expected.count
        }
        #expect(compared > 5)
    }

    /// The fixtures' deliberate flaws put several findings in one file, from file and project rules.
    @Test func everyFixtureProjectComesOutInReportOrder() async throws {
        var filesWithSeveral = 0
        for root in try FixtureProjects.roots() {
            let findings = try await ColdLint.findings(root)
            filesWithSeveral += Dictionary(grouping: findings, by: \.location.file).values.filter { $0.count > 1 }.count
            Self.expectReportOrder(findings)
        }
        #expect(filesWithSeveral >= 2)
    }
}
