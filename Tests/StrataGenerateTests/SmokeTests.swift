import Foundation
import StrataGenerate
import StrataModel
import Testing

@Test(arguments: Presets.all)
func generatesParseableFiles(conventions: Conventions) async throws {
    let generator = Generator(conventions: conventions, templates: try TemplateLibrary())
    let result = try await generator.generate(Fixtures.workouts(idType: conventions.defaultIDType), options: GenerationOptions(packageManifest: true, designDocumentPath: "DESIGN.md"))
    #expect(!result.files.isEmpty)
    let root = URL(fileURLWithPath: "/tmp/strata-smoke/\(conventions.preset)")
    try? FileManager.default.removeItem(at: root)
    for file in result.files {
        let url = root.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
    }
}
