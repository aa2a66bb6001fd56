import Foundation
import StrataAnalysis
import StrataCLI
import StrataSpec

/// The hand-written projects of `Tests/Fixtures/Projects`, copied before anything writes to them.
enum FixtureProjects {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects")

    /// A fresh copy of fixture `name` in the temporary folder, for a test that writes to it.
    static func temporaryCopy(_ name: String, label: String) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(label)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: target)
        return target
    }

    /// The conventions inferred from the project, as `strata init --infer` does.
    static func infer(_ project: URL) async throws -> (InferredConventions, AnalysisRun.Outcome) {
        let outcome = try await AnalysisRun.run(project: project, useCache: false)
        return (ConventionInference.infer(outcome.model, index: outcome.index), outcome)
    }

    /// A copy of fixture `name` in `directory`, with a `.strata.yml` of its inferred conventions.
    static func copyWithInferredConfig(_ name: String, into directory: URL) async throws -> (root: URL, inferred: InferredConventions) {
        let project = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: project)
        let (inferred, _) = try await infer(project)
        try ConfigWriter.yaml(for: inferred.conventions, header: ["inferred by a test"])
            .write(to: project.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        return (project, inferred)
    }

    /// Every file under `folder` (relative path → bytes): equal snapshots mean nothing was written.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }
}
