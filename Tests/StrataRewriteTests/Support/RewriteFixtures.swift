import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataWorkspace

@testable import StrataPropagation
@testable import StrataRewrite

/// Fixture projects for the rewriter: the preset-style projects of `Tests/Fixtures/Projects`
/// and this suite's own (`Fixtures/`), read without a cache so the repository stays clean.
enum RewriteFixtures {
    static let suiteRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let sharedProjects = suiteRoot.deletingLastPathComponent().appendingPathComponent("Fixtures/Projects")
    static let golden = suiteRoot.appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil

    static func url(_ name: String) -> URL {
        let own = suiteRoot.appendingPathComponent("Fixtures/\(name)")
        return FileManager.default.fileExists(atPath: own.path) ? own : sharedProjects.appendingPathComponent(name)
    }

    /// Indexes and classifies `root`, then plans `request`.
    static func plan(_ request: AddPropertyRequest, in root: URL) async throws -> EvolutionPlan {
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        let model = Classifier().classify(index)
        return try AddPropertyPlanner(index: index, model: model, root: root).plan(request)
    }

    /// A copy of a fixture in a fresh temporary folder (for tests that write).
    static func copy(_ name: String) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("strata-rewrite-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: url(name), to: target)
        return target
    }

    /// A throwaway project made of `files` (path → text), for cases too small for a fixture folder.
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-rewrite-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// What a golden file holds: the changes, the places left by hand, then the diff.
    static func render(_ plan: EvolutionPlan) -> String {
        var text = plan.changes.map { "change \($0.path):\($0.line): \($0.summary)" }.joined(separator: "\n")
        for issue in plan.unhandled { text += "\nby hand \(issue.location.map { "\($0.file):\($0.line)" } ?? ""): \(issue.message)" }
        text += "\n\n"
        for rewrite in plan.rewrites {
            text += UnifiedDiff.render(old: rewrite.original, new: rewrite.rewritten, path: rewrite.path)
        }
        for file in plan.newFiles {
            text += UnifiedDiff.render(old: nil, new: file.contents, path: file.path)
        }
        return text
    }
}
