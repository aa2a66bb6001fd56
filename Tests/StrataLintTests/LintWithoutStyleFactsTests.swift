import Foundation
import StrataAnalysis
import StrataCorpus
import StrataIndex
import StrataLint
import StrataModel
import Testing

/// Lint indexes without style facts (`IndexOptions.styleFacts`): no rule may read them, so the
/// findings must be the same as over a full index.
@Suite("Lint: no rule reads style facts")
struct LintWithoutStyleFactsTests {
    /// With a preset's conventions, so the house-style rules run too.
    private static func findings(_ root: URL, styleFacts: Bool) async throws -> [Finding] {
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.styleFacts = styleFacts
        let index = try await Indexer(options: options).index(root: root)
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: Presets.named(Presets.defaultName), statesConventions: true)
        let model = Classifier().classify(index, relations: false)
        return await LintEngine(configuration: configuration).run(index: index, model: model).findings
    }

    @Test func everyFixtureProjectHasTheSameFindings() async throws {
        var total = 0
        for root in try FixtureProjects.roots() {
            let full = try await Self.findings(root, styleFacts: true)
            let lean = try await Self.findings(root, styleFacts: false)
            #expect(lean == full, "\(root.lastPathComponent)")
            total += full.count
        }
        #expect(total > 10, "the fixtures have findings to compare")
    }
}
