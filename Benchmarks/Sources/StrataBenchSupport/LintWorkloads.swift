import Foundation
import StrataAnalysis
import StrataCorpus
import StrataIndex
import StrataLint
import StrataModel
import SwiftParser
import SwiftSyntax

/// The lint benchmark's workloads: the index issue's generated Clean-Architecture corpus on disk,
/// `strata lint`'s pipeline over it, and a parse-only pass over the same files.
///
/// The corpus comes from `StrataCorpus`, the generator the index and analyze figures were taken on.
public enum LintWorkloads {
    /// Writes a corpus of at least `lines` lines into a fresh folder; returns it and its file paths.
    public static func writeCorpus(lines: Int) throws -> (root: URL, files: [String], lines: Int) {
        let root = Workloads.freshOutputPath()
        var generator = CorpusGenerator(seed: 42)
        let written = try generator.write(lines: lines, to: root)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        return (root, paths.map { root.appendingPathComponent($0).path }, written)
    }

    /// What `strata lint --no-cache` does with no `.strata.yml`: index (no cache), classify, every
    /// default rule. Returns the number of findings so the work is used.
    /// With `cacheDirectory`, the index cache is used and written there (a warm run once it exists).
    public static func lint(
        root: URL, cacheDirectory: URL? = nil, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws -> Int {
        try await lintKeepingResults(root: root, cacheDirectory: cacheDirectory, concurrency: concurrency).count
    }

    /// `lint`, handing back the index, model and findings instead of releasing them (see `KeptResults`).
    public static func lintKeepingResults(
        root: URL, cacheDirectory: URL? = nil, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws -> KeptResults {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        var options = IndexOptions()
        options.cacheDirectory = cacheDirectory
        options.concurrency = concurrency
        options.styleFacts = false  // as `LintRun` asks
        // What the executable leaves to the exit inside the pipeline (lint's look-ups, the catalog)
        // is handed back here and released with the rest, after the clock.
        let (result, inner) = try await ExitTeardown.handingBackKept {
            let index = try await Indexer(options: options).index(root: root)
            let model = Classifier().classify(index, relations: false)
            let result = await LintEngine(configuration: configuration).run(index: index, model: model, concurrency: concurrency)
            return KeptResults(count: result.findings.count, kept: [index, model, result])
        }
        return KeptResults(count: result.count, kept: [result] + inner)
    }

    /// The index alone (no cache): what lint costs before any rule runs. Without style facts, as
    /// `LintRun` asks; `styleFacts: true` reads them too, for the full index with bodies.
    public static func index(
        root: URL, styleFacts: Bool = false, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws -> SourceIndex {
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.concurrency = concurrency
        options.styleFacts = styleFacts
        return try await Indexer(options: options).index(root: root)
    }

    /// Classification and every default rule on an index built beforehand.
    public static func rules(on index: SourceIndex, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) async throws -> Int {
        try await rulesKeepingResults(on: index, concurrency: concurrency).count
    }

    /// `rules(on:)`, handing back the model, the look-ups and the findings, as `lintKeepingResults` does.
    public static func rulesKeepingResults(
        on index: SourceIndex, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async throws -> KeptResults {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        let (result, inner) = try await ExitTeardown.handingBackKept {
            let model = Classifier().classify(index, relations: false)
            let result = await LintEngine(configuration: configuration).run(index: index, model: model, concurrency: concurrency)
            return KeptResults(count: result.findings.count, kept: [model, result])
        }
        return KeptResults(count: result.count, kept: [result] + inner)
    }

    /// `rules(on:)` with each phase timed: classify, build the project's lookups, run the engine.
    public static func rulePhases(on index: SourceIndex) async throws -> [(String, Double)] {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        let clock = ContinuousClock()
        var start = clock.now
        func lap() -> Double {
            let now = clock.now
            defer { start = now }
            let elapsed = (now - start).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        let model = Classifier().classify(index, relations: false)
        let classify = lap()
        let project = LintProject(index: index, model: model, conventions: nil, policy: configuration.policy)
        let lookups = lap()
        _ = project
        _ = await LintEngine(configuration: configuration).run(index: index, model: model)
        let engine = lap()
        return [("classify", classify), ("project lookups", lookups), ("engine (lookups again + rules)", engine)]
    }

    /// Read each file and `Parser.parse` it, on every core (one child task per core taking files in
    /// turn): the floor any tool that reads this Swift with swift-syntax pays. Run it under `BenchExecutor.run`.
    public static func parseOnly(_ files: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount) async -> Int {
        let workers = max(1, workers)
        return await withTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var total = 0
                    for index in stride(from: worker, to: files.count, by: workers) {
                        guard let data = FileManager.default.contents(atPath: files[index]) else { continue }
                        total &+= data.withUnsafeBytes { raw in
                            Parser.parse(source: raw.bindMemory(to: UInt8.self)).statements.count
                        }
                    }
                    return total
                }
            }
            return await group.reduce(0, &+)
        }
    }
}

extension LintWorkloads {
    /// `lint(root:)`'s findings themselves, for comparing the results of two builds.
    public static func findings(root: URL) async throws -> [Finding] {
        let configuration = try LintConfiguration.resolve(LintSettings(), conventions: nil, statesConventions: false)
        let index = try await LintWorkloads.index(root: root)
        let model = Classifier().classify(index, relations: false)
        return await LintEngine(configuration: configuration).run(index: index, model: model).findings
    }
}
