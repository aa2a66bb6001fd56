import Foundation

/// A scratch copy of a fixture project (or an empty folder) in the temporary directory: the server
/// writes its cache and generated files there, never into the fixtures.
struct TestProject {
    let url: URL

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    init(_ name: String, copying fixture: String? = nil) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-mcp-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        url = base.appendingPathComponent("project")
        if let fixture {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// Beside the project, outside it: where hostile requests try to write.
    var outside: URL { url.deletingLastPathComponent().appendingPathComponent("outside") }

    func cleanUp() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    func write(_ text: String, to relativePath: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ relativePath: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every file under the project's parent (project and `outside`) with its size, except Strata's
    /// index cache: what a refused request must leave exactly as it was.
    func snapshot() -> [String: Int] {
        let parent = url.deletingLastPathComponent()
        var files: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(at: parent, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let item = enumerator?.nextObject() as? URL {
            let relative = String(item.path.dropFirst(parent.path.count))
            if relative.contains("/.strata/cache") { continue }
            let values = try? item.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            files[relative] = values?.isRegularFile == true ? (values?.fileSize ?? 0) : -1
        }
        return files
    }
}
