import Foundation
import StrataGenerate
import StrataModel
import StrataSpec
import StrataWorkspace
import Testing

/// Golden files: every embedded example generated in every preset, Data layer included, checked in
/// under `Golden/<preset>/<example>/`. A change to generated code shows up as a reviewable diff.
/// (Module layout and access differ by preset, and each example exercises other shapes: embedded
/// entities and custom queries in `movies`, optional enums in `notifications`.)
///
/// Regenerate after an intended change with:
///   STRATA_RECORD_GOLDEN=1 swift test --filter GoldenTests
/// then review `git diff Tests/StrataGenerateTests/Golden`.
@Suite("Golden files")
struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil

    @Test("Generated code matches the golden files", arguments: Presets.names, Examples.names)
    func matchesGolden(preset: String, example: String) async throws {
        let conventions = try #require(Presets.named(preset))
        let model = try SpecLoader(conventions: conventions).load(text: try Examples.text(named: example), file: "\(example).yml")
        let result = try await Generator(conventions: conventions, templates: sharedTemplates)
            .generate(model, options: GenerationOptions(packageManifest: true, designDocumentPath: "DESIGN.md"))
        let directory = Self.root.appendingPathComponent(preset).appendingPathComponent(example)
        if Self.recording {
            try? FileManager.default.removeItem(at: directory)
            for file in result.files {
                let url = directory.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let expectedPaths = try Self.files(under: directory)
        let generatedPaths = Set(result.files.map(\.path))
        let missing = expectedPaths.subtracting(generatedPaths).sorted()
        let extra = generatedPaths.subtracting(expectedPaths).sorted()
        #expect(
            missing.isEmpty && extra.isEmpty,
            """
            the set of generated files changed (re-record with STRATA_RECORD_GOLDEN=1 if intended)
            no longer generated: \(missing)
            newly generated: \(extra)
            """)
        for file in result.files where expectedPaths.contains(file.path) {
            let golden = try String(contentsOf: directory.appendingPathComponent(file.path), encoding: .utf8)
            if golden != file.contents {
                Issue.record("\(preset)/\(example)/\(file.path) differs from its golden file:\n\(UnifiedDiff.render(old: golden, new: file.contents, path: file.path))")
            }
        }
    }

    static func files(under directory: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: Set<String> = []
        let prefix = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            paths.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths
    }
}
