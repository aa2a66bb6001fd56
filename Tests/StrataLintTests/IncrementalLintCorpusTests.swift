import Foundation
import StrataCLI
import StrataCorpus
import StrataIndex
import StrataLint
import Testing

/// On a generated layered project with many findings, edits that move lines and change bodies in
/// several files at once go into the look-ups a session keeps (`LintMemory`), and every round gives
/// what a cold run gives, as a process per run (the CLI) and as a session (the MCP server).
@Suite struct IncrementalLintCorpusTests {
    /// Each round edits every `stride`-th file: a comment line on top (every declaration moves) and a
    /// blank line in the first body (the body grows and what follows it moves).
    private static func editRound(_ root: URL, files: [String], round: Int, stride: Int = 9) throws {
        for (position, path) in files.enumerated() where position % stride == round % stride {
            let url = root.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            if let body = text.range(of: ") {\n") ?? text.range(of: " {\n") { text.insert(contentsOf: "\n", at: body.upperBound) }
            text = "// round \(round)\n" + text
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    private static func lint(_ root: URL, indexMemory: IndexMemory? = nil, lintMemory: LintMemory? = nil, cached: Bool = true) async throws -> LintRun.Outcome {
        var request = LintRun.Request(project: root)
        request.useCache = cached
        request.reusesResults = cached
        request.indexMemory = indexMemory
        request.lintMemory = lintMemory
        return try await LintRun.run(request)
    }

    @Test(arguments: [false, true]) func linesMovedInManyFilesGiveTheColdFindings(inSession: Bool) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-relint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 31)
        let files = generator.files(lines: 1_500)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let paths = files.map(\.path).filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }
        let indexMemory = inSession ? IndexMemory() : nil, lintMemory = inSession ? LintMemory() : nil
        let first = try await Self.lint(root, indexMemory: indexMemory, lintMemory: lintMemory)
        #expect(!first.report.findings.isEmpty)
        for round in 0..<3 {
            try Self.editRound(root, files: paths, round: round)
            let warm = try await Self.lint(root, indexMemory: indexMemory, lintMemory: lintMemory)
            let cold = try await Self.lint(root, cached: false)
            #expect(warm.report.findings == cold.report.findings, "round \(round)")
            #expect(warm.report.suppressedCount == cold.report.suppressedCount && warm.report.filesChecked == cold.report.filesChecked)
            switch warm.reuse {
            case .replacedInMemory: #expect(inSession, "round \(round)")
            case .unchangedFiles: #expect(!inSession, "round \(round)")
            default: Issue.record("round \(round) took \(warm.reuse)")
            }
        }
    }
}
