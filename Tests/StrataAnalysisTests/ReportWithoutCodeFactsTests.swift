import Foundation
import StrataCorpus
import StrataIndex
import Testing

@testable import StrataAnalysis

/// `strata analyze` indexes without reading bodies (`IndexOptions.codeFacts = false`): its reports
/// must be exactly those of a full index, on every fixture project and a generated corpus.
@Suite("Analyze: the same report without code facts")
struct ReportWithoutCodeFactsTests {
    private static func reports(_ root: URL, codeFacts: Bool) async throws -> [String] {
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.codeFacts = codeFacts
        let index = try await Indexer(options: options).index(root: root)
        return try ReportFormat.allCases.map { format in
            try ReportText.make(index: index, classifier: Classifier(), settings: [], format: format, cache: nil).text
        }
    }

    private static func expectSameReports(_ root: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let full = try await reports(root, codeFacts: true)
        let declarationsOnly = try await reports(root, codeFacts: false)
        #expect(full == declarationsOnly, "\(root.lastPathComponent)", sourceLocation: sourceLocation)
    }

    @Test func everyFixtureProject() async throws {
        let roots = try FixtureProjects.roots()
        #expect(roots.count >= 8)
        for root in roots { try await Self.expectSameReports(root) }
    }

    @Test func generatedCorpus() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-report-code-facts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 23)
        try generator.write(lines: 8_000, to: root)
        try await Self.expectSameReports(root)
    }
}
