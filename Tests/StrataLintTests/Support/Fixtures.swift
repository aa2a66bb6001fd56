import Foundation
import StrataCLI

/// The hand-written projects under `Tests/Fixtures/Projects`, linted as `strata lint` would.
enum Fixtures {
    static let projects = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects")

    static func lint(_ name: String, only: [String]? = nil) async throws -> LintRun.Outcome {
        var request = LintRun.Request(project: projects.appendingPathComponent(name))
        request.useCache = false
        request.only = only
        return try await LintRun.run(request)
    }

    /// The fixture's `expected.yml` reduced to a `.strata.yml`: its preset (unless `none`), excludes,
    /// conventions and layer globs.
    static func houseConfiguration(_ name: String) throws -> String {
        let text = try String(contentsOf: projects.appendingPathComponent("\(name)/expected.yml"), encoding: .utf8)
        var kept: [Substring] = []
        var keep = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#" {
                let key = line.prefix { $0 != ":" }
                keep = ["preset", "exclude", "conventions", "layers"].contains(key) && !(key == "preset" && line.contains("none"))
            }
            if keep { kept.append(line) }
        }
        return kept.joined(separator: "\n") + "\n"
    }

    /// A copy of the fixture with `.strata.yml` written, for runs with a configuration.
    static func copy(_ name: String, configuration: String) throws -> ExampleProject {
        let project = try ExampleProject(files: [], configuration: nil)
        let source = projects.appendingPathComponent(name)
        for item in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: project.url.appendingPathComponent(item))
        }
        try configuration.write(to: project.url.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        return project
    }
}
