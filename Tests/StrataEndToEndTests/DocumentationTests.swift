import Foundation
import StrataModel
import StrataSpec
import Testing

/// Specs shown in the documentation must load: a newcomer copies them first.
@Suite("Documentation")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func yamlBlocks(in file: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theReadmeSpecLoadsInEveryPreset() throws {
        let spec = try #require(try Self.yamlBlocks(in: "README.md").first)
        for conventions in Presets.all {
            let model = try SpecLoader(conventions: conventions).load(text: spec, file: "README.md")
            #expect(model.feature == "Workouts")
        }
    }

    @Test func theSpecReferenceOpeningExampleLoads() throws {
        let spec = try #require(try Self.yamlBlocks(in: "docs/SPEC.md").first)
        _ = try SpecLoader(conventions: Presets.vitalArc).load(text: spec, file: "docs/SPEC.md")
    }
}
