import Foundation
import StrataCLI
import StrataModel
import Testing

/// What Strata generates passes Strata's lint, house-style rules included: the golden files of every
/// preset (domain and data layers, mocks, tests, wiring), linted with that preset's conventions.
@Suite("Lint: generated code")
struct GeneratedCodeLintTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StrataGenerateTests/Golden")

    @Test(arguments: Presets.names)
    func goldenFilesAreClean(_ preset: String) async throws {
        var request = LintRun.Request(project: Self.golden.appendingPathComponent(preset))
        request.useCache = false
        request.presetOverride = preset
        let outcome = try await LintRun.run(request)
        #expect(outcome.report.filesChecked > 20)
        #expect(outcome.report.findings.isEmpty, "\(outcome.report.findings.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
    }
}
