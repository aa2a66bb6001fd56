import Benchmark
import Foundation
import StrataBenchSupport
import StrataIndex

// `strata lint` on the index issue's corpus (CorpusGenerator, ≥ 500,000 lines), beside a parse-only
// pass over the same files in the same run:
//   swift package --allow-writing-to-package-directory benchmark --filter 'Lint/.*'
// The corpus is written once per benchmark in setup (not measured) and removed at teardown.

let lintCorpusLines = 500_000

/// The corpus on disk, shared by the benchmarks of one run.
final class LintCorpus: @unchecked Sendable {
    private let lock = NSLock()
    private var corpus: (root: URL, files: [String], lines: Int)?

    func get() throws -> (root: URL, files: [String], lines: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let corpus { return corpus }
        let written = try LintWorkloads.writeCorpus(lines: lintCorpusLines)
        corpus = written
        return written
    }

    func remove() {
        lock.lock()
        defer { lock.unlock() }
        if let corpus { Workloads.remove(corpus.root) }
        corpus = nil
    }
}

func lintBenchmarks() {
    let corpus = LintCorpus()
    let teardown: Benchmark.BenchmarkTeardownHook = { corpus.remove() }
    // Longer runs than generation's: 9 measured runs of about a second each.
    func lintConfiguration() -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
            maxDuration: .seconds(120), maxIterations: 9, teardown: teardown)
    }
    let name = "\(lintCorpusLines / 1_000)k"

    // Read + `Parser.parse` of every corpus file on every core: the floor.
    Benchmark("Lint/baseline-parse-only/\(name)", configuration: lintConfiguration()) { (benchmark: Benchmark, files: [String]) async in
        do { blackHole(try await BenchExecutor.run { await LintWorkloads.parseOnly(files) }) } catch { benchmark.error(String(describing: error)) }
    } setup: {
        try corpus.get().files
    }

    // `strata lint --no-cache` without a config: index + classify + every default rule.
    Benchmark("Lint/all-rules-cold/\(name)", configuration: lintConfiguration()) { (benchmark: Benchmark, root: URL) async in
        do { blackHole(try await BenchExecutor.run { try await LintWorkloads.lint(root: root) }) } catch { benchmark.error(String(describing: error)) }
    } setup: {
        try corpus.get().root
    }

    // The index alone, and the rules alone on a ready index: where lint's time goes.
    Benchmark("Lint/index-only/\(name)", configuration: lintConfiguration()) { (benchmark: Benchmark, root: URL) async in
        do { blackHole(try await BenchExecutor.run { try await LintWorkloads.index(root: root).files.count }) } catch { benchmark.error(String(describing: error)) }
    } setup: {
        try corpus.get().root
    }

    Benchmark("Lint/rules-only/\(name)", configuration: lintConfiguration()) { (benchmark: Benchmark, index: SourceIndex) async in
        do { blackHole(try await BenchExecutor.run { try await LintWorkloads.rules(on: index) }) } catch { benchmark.error(String(describing: error)) }
    } setup: {
        try await BenchExecutor.run { try await LintWorkloads.index(root: try corpus.get().root) }
    }
}
