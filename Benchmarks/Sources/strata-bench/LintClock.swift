import Foundation
import StrataBenchSupport
import StrataIndex

/// `strata-bench lint RUNS LINES`: each round runs every workload once, in turn, so a burst of load
/// from other processes hits them alike; medians and p90 over RUNS rounds after one warm-up round.
enum LintClock {
    static func run(runs: Int, lines: Int) async throws {
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        let bytes = corpus.files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(bytes) bytes (CorpusGenerator seed 42)")
        let prepared = try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root) }
        let cacheDirectory = corpus.root.appendingPathComponent(".strata/cache")
        let firstRunCache = corpus.root.appendingPathComponent(".strata/first-run-cache")

        let workloads: [(String, () async throws -> Int)] = [
            ("parse-only (read + parse, all cores)", { try await BenchExecutor.run { await LintWorkloads.parseOnly(corpus.files) } }),
            ("index only, no cache", { try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root).files.count } }),
            ("rules only (classify + all rules, index ready)", { try await BenchExecutor.run { try await LintWorkloads.rules(on: prepared) } }),
            ("lint, all rules, cold (no cache)", { try await BenchExecutor.run { try await LintWorkloads.lint(root: corpus.root) } }),
            ("lint, all rules, first run (writes the cache)", {
                Workloads.remove(firstRunCache)
                return try await BenchExecutor.run { try await LintWorkloads.lint(root: corpus.root, cacheDirectory: firstRunCache) }
            }),
            ("lint, all rules, warm cache", { try await BenchExecutor.run { try await LintWorkloads.lint(root: corpus.root, cacheDirectory: cacheDirectory) } }),
        ]
        var samples = Array(repeating: [Double](), count: workloads.count)
        for round in 0...runs {
            for (index, workload) in workloads.enumerated() {
                let start = ContinuousClock.now
                _ = try await workload.1()
                if round > 0 { samples[index].append(seconds(ContinuousClock.now - start) * 1_000) }
            }
        }
        let medians = samples.map { values in values.sorted()[values.count / 2] }
        // The ratio within each round (both measured seconds apart) is steadier than the ratio of
        // medians when the machine's load changes during the run.
        print("| workload | median ms | p90 ms | median ÷ parse-only median | median of per-round ratios |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for (index, workload) in workloads.enumerated() {
            let sorted = samples[index].sorted()
            let ratios = zip(samples[index], samples[0]).map { $0 / $1 }.sorted()
            print("| \(workload.0) | \(Int(medians[index].rounded())) | \(Int(percentile(sorted, 90).rounded())) | \(String(format: "%.2f", medians[index] / medians[0]))× | \(String(format: "%.2f", ratios[ratios.count / 2]))× |")
        }
        print("(\(runs) rounds after 1 warm-up; load average \(loadAverage()))")
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

    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a"
    }
}
