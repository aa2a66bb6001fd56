import Foundation
import StrataAnalysis
import StrataBenchSupport
import StrataIndex
import StrataLint
import StrataModel
import StrataPipeline

/// `strata-bench once relint-stages LINES`: where a relint after one body edit spends its time, stage
/// by stage, in one process: the steps a fresh process takes (the CLI: scan, results file, index from
/// the summary cache, classify, look-ups, the rules of the edited file with the others' reused, write
/// the results) and the steps a session keeping its look-ups takes (scan, one parse, look-ups
/// replaced, the edited file's rules with the others' reused). Each edit is undone before the next
/// round; 5 rounds, milliseconds.
enum RelintStages {
    static func run(lines: Int) async throws {
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        let edit = try IncrementalLintWorkloads.edits(in: corpus.files).first { $0.name == "body made longer" }!
        defer { try? edit.original.write(toFile: edit.path, atomically: false, encoding: .utf8) }
        let root = corpus.root.path
        let relative = String(edit.path.dropFirst(root.count + 1))
        _ = try await IncrementalLintWorkloads.lint(root: corpus.root)  // writes the summary and results caches
        try await Task.sleep(for: .seconds(2.5))  // stamps old enough to trust
        _ = try await IncrementalLintWorkloads.lint(root: corpus.root)

        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        var options = IndexOptions()
        options.styleFacts = false
        let cacheDirectory = ProjectCacheLocation(project: corpus.root).directory
        var kept: [any Sendable] = []
        for round in 0..<6 {
            // The look-ups a session holds from before the edit (untimed).
            let before = try await ExitTeardown.handingBackKept { () async throws -> LintProject in
                let index = try await Indexer(options: options).index(root: corpus.root)
                let project = LintProject(index: index, model: Classifier().classify(index, relations: false), conventions: nil, policy: configuration.policy)
                _ = await LintEngine(configuration: configuration).run(project: project)  // as the session's last run did
                return project
            }
            kept.append(before.kept)
            try (round % 2 == 0 ? edit.edited : edit.original).write(toFile: edit.path, atomically: false, encoding: .utf8)
            var stages: [(String, Double)] = []
            func timed<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
                let start = ContinuousClock.now
                let result = try await work()
                stages.append((name, seconds(ContinuousClock.now - start) * 1_000))
                return result
            }
            let (_, inner) = try await ExitTeardown.handingBackKept {
                let previous = await timed("results file") { LintResultCache.load(from: cacheDirectory) }!
                let states = await timed("scan") { SourceStates.scan(root: root, excludes: options.excludes, previous: previous.states) }
                let index = try await timed("index (summary cache)") { try await Indexer(options: options).index(root: corpus.root) }
                let model = await timed("classify") { Classifier().classify(index, relations: false) }
                let project = await timed("look-ups") { LintProject(index: index, model: model, conventions: nil, policy: configuration.policy) }
                let reusing = previous.reusableFileFindings(key: previous.key, index: index) ?? [:]
                let engine = LintEngine(configuration: configuration)
                let outcome = await timed("rules (\(reusing.count) files reused)") { await engine.run(project: project, reusing: reusing) }
                let none = await timed("rules, project rules only (every file reused)") {
                    await engine.run(project: project, reusing: Dictionary(index.files.map { ($0.path, outcome.fileRuleFindings[$0.path] ?? []) }, uniquingKeysWith: { a, _ in a }))
                }
                let hash = states.files.first { $0.path == relative }!.contentHash
                let summary = await timed("session: parse the edited file") { Indexer(options: options).summarizeFile(relative, rootPath: root, contentHash: hash) }!
                let replaced = await timed("session: look-ups replaced") { before.result.replacing([summary]) }!
                _ = await timed("session: rules (the edited file)") {
                    await engine.run(project: replaced, rechecking: [relative], previous: outcome.fileRuleFindings)
                }
                let results = await timed("write the results") {
                    LintResultCache(
                        key: previous.key, states: states, findings: outcome.findings, suppressedCount: outcome.suppressedCount,
                        filesChecked: outcome.filesChecked, fileRuleFindings: outcome.fileRuleFindings, indexedFiles: previous.indexedFiles,
                        projectFactsDigest: previous.projectFactsDigest
                    ).save(to: NSTemporaryDirectory())
                }
                return [index, model, project, outcome, none, replaced, results, before.result] as [any Sendable]
            }
            kept.append(inner)
            if round > 0 { print(stages.map { "\($0.0) \(String(format: "%.1f", $0.1))" }.joined(separator: "; ")) }
        }
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/" + LintResultCache.fileName)
    }
}
