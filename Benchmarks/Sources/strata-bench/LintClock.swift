import Foundation
import StrataBenchSupport
import StrataIndex

/// `strata-bench lint RUNS LINES`: the workloads in `InterleavedRounds`, RUNS rounds after a warm-up.
enum LintClock {
    static func run(runs: Int, lines: Int) async throws {
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        let bytes = corpus.files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(bytes) bytes (CorpusGenerator seed 42)")
        let prepared = try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root) }
        let cacheDirectory = corpus.root.appendingPathComponent(".strata/cache")
        let firstRunCache = corpus.root.appendingPathComponent(".strata/first-run-cache")

        let workloads: [InterleavedRounds.Workload] = [
            ("parse-only (read + parse, all cores)", { try await BenchExecutor.run { await LintWorkloads.parseOnly(corpus.files) } }),
            // Each row hands back what the executable leaves to the exit, as "lint, cold" does, so the
            // rows add up; the last row shows what releasing it all costs.
            (
                "index only, no cache",
                {
                    try await BenchExecutor.run {
                        let index = try await LintWorkloads.index(root: corpus.root)
                        return KeptResults(count: index.files.count, kept: [index])
                    }
                }
            ),
            ("rules only (classify + all rules, index ready)", { try await BenchExecutor.run { try await LintWorkloads.rulesKeepingResults(on: prepared) } }),
            ("lint, all rules, cold (no cache)", { try await BenchExecutor.run { try await LintWorkloads.lintKeepingResults(root: corpus.root) } }),
            (
                "lint, all rules, first run (writes the cache)",
                {
                    Workloads.remove(firstRunCache)
                    return try await BenchExecutor.run { try await LintWorkloads.lintKeepingResults(root: corpus.root, cacheDirectory: firstRunCache) }
                }
            ),
            (
                "lint, all rules, warm cache",
                {
                    try await BenchExecutor.run { try await LintWorkloads.lintKeepingResults(root: corpus.root, cacheDirectory: cacheDirectory) }
                }
            ),
            ("lint, cold, released in the timed region", { try await BenchExecutor.run { try await LintWorkloads.lint(root: corpus.root) } }),
        ]
        try await InterleavedRounds(workloads: workloads).run(rounds: runs)
    }

    /// Where the time of "rules only" goes: the classifier, the project's lookups, the engine.
    static func phases(lines: Int) async throws {
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        let index = try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root) }
        for _ in 0..<5 {
            let timings = try await BenchExecutor.run { try await LintWorkloads.rulePhases(on: index) }
            print(timings.map { "\($0.0) \(Int(($0.1 * 1_000).rounded())) ms" }.joined(separator: ", "))
        }
    }
}
