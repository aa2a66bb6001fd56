import Foundation
import StrataCorpus
import StrataLint
import StrataModel
import Testing

/// Lint indexes without style facts (`IndexOptions.styleFacts`): no rule may read them, so the
/// findings must be the same as over a full index.
@Suite("Lint: no rule reads style facts")
struct LintWithoutStyleFactsTests {
    /// With a preset's conventions, so the house-style rules run too.
    @Test func everyFixtureProjectHasTheSameFindings() async throws {
        let preset = Presets.named(Presets.defaultName)
        var total = 0
        for root in try FixtureProjects.roots() {
            let full = try await ColdLint.findings(root, styleFacts: true, conventions: preset)
            let lean = try await ColdLint.findings(root, styleFacts: false, conventions: preset)
            #expect(lean == full, "\(root.lastPathComponent)")
            total += full.count
        }
        #expect(total > 10, "the fixtures have findings to compare")
    }
}
