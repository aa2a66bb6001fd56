import Foundation
import StrataBenchSupport

/// `strata-bench analyze RUNS LINES`: `strata analyze` on the index corpus beside a parse-only pass of
/// the same files, the workloads in `InterleavedRounds`, RUNS rounds after a warm-up.
enum AnalyzeClock {
    static func run(runs: Int, lines: Int) async throws {
        let corpus = try AnalyzeWorkloads.corpus(lines: lines)
        print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(corpus.bytes) bytes (CorpusGenerator seed 42)")
        let warmCache = AnalyzeWorkloads.freshCacheDirectory()
        let warmIndexCache = AnalyzeWorkloads.freshCacheDirectory()
        let firstRunCache = AnalyzeWorkloads.freshCacheDirectory()
        defer { [warmCache, warmIndexCache, firstRunCache].forEach(Workloads.remove) }
        _ = try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache) }
        _ = try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmIndexCache, reportCache: false) }

        let workloads: [InterleavedRounds.Workload] = [
            ("parse-only (read + parse, all cores)", { try await BenchExecutor.run { await AnalyzeWorkloads.parseParallel(corpus) } }),
            ("parse-only, serial", { AnalyzeWorkloads.parseSerial(corpus) }),
            ("index only, no cache", { try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root, styleFacts: true).files.count } }),
            ("analyze, cold (no cache)", { try await BenchExecutor.run { try await AnalyzeWorkloads.analyzeKeepingResults(corpus, cacheDirectory: nil) } }),
            (
                "analyze, first run (writes the caches)",
                {
                    Workloads.remove(firstRunCache)
                    return try await BenchExecutor.run { try await AnalyzeWorkloads.analyzeKeepingResults(corpus, cacheDirectory: firstRunCache) }
                }
            ),
            (
                "analyze, warm (index and report caches)",
                {
                    try await BenchExecutor.run { try await AnalyzeWorkloads.analyzeKeepingResults(corpus, cacheDirectory: warmCache) }
                }
            ),
            (
                "analyze, warm index, classify + report redone",
                {
                    try await BenchExecutor.run {
                        try await AnalyzeWorkloads.analyzeKeepingResults(corpus, cacheDirectory: warmIndexCache, reportCache: false)
                    }
                }
            ),
            (
                "analyze, cold, released in the timed region",
                {
                    try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: nil) }
                }
            ),
        ]
        try await InterleavedRounds(workloads: workloads).run(rounds: runs)
    }

    /// Where a cold `analyze` spends its time after the files are read: each stage timed apart.
    static func phases(lines: Int) async throws {
        let corpus = try AnalyzeWorkloads.corpus(lines: lines)
        for _ in 0..<6 {  // the first is a warm-up
            let timings = try await BenchExecutor.run { try await AnalyzeWorkloads.phases(corpus) }
            print(timings.map { "\($0.0) \(Int(($0.wall * 1_000).rounded())) ms (CPU \(Int(($0.cpu * 1_000).rounded())))" }.joined(separator: ", "))
        }
    }
}
