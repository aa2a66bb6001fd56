import Benchmark
import Foundation
import StrataBenchSupport
import StrataModel

// Strata's generation benchmarks. Run from the Benchmarks folder:
//   swift package --allow-writing-to-package-directory benchmark
// Every benchmark runs for 250, 500 and 1,000 synthetic entities (SyntheticSpec) with the `contract`
// preset, so the tables show how time grows with the spec. See docs/BENCHMARKS.md for the figures.
//
// Generate/full writes under $STRATA_BENCH_OUTPUT_ROOT if set, else $TMPDIR (default /tmp); to leave
// the disk out:
//   STRATA_BENCH_OUTPUT_ROOT=/dev/shm swift package --allow-writing-to-package-directory benchmark --filter 'Generate/full.*'

let entityCounts = [250, 500, 1_000]

/// Few, long iterations: one run of the 1,000-entity pipeline takes seconds, so the sample count is
/// set by `maxIterations` (5 measured runs after 1 warm-up) and `maxDuration` only guards the suite.
func configuration(teardown: Benchmark.BenchmarkTeardownHook? = nil) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(120),
        maxIterations: 5,
        teardown: teardown
    )
}

/// The output folders of one `Generate/full` benchmark: one fresh folder per run, all under one parent
/// that is removed at teardown. Nothing is deleted between runs, so no run is timed right after the
/// benchmark itself deleted thousands of files (which slows file creation on ext4, see BENCHMARKS.md).
final class OutputFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var parent: URL?
    private var runs = 0

    func next() -> URL {
        lock.lock()
        defer { lock.unlock() }
        let parent = parent ?? Workloads.freshOutputPath()
        self.parent = parent
        runs += 1
        return parent.appendingPathComponent("run\(runs)", isDirectory: true)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        if let parent { Workloads.remove(parent) }
        parent = nil
    }
}

let benchmarks: @Sendable () -> Void = {
    // Two child tasks spinning 300 ms each, on the global executor and on BenchExecutor: ~300 ms means
    // they ran at once, ~600 ms that they were serialised (see BenchExecutor for why that happens here).
    let check = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxIterations: 3)
    Benchmark("Harness/parallelism-check/global-executor", configuration: check) { _ async in
        blackHole(await BenchExecutor.twoSpinningTasks(milliseconds: 300))
    }
    Benchmark("Harness/parallelism-check/bench-executor", configuration: check) { _ async throws in
        blackHole(try await BenchExecutor.run { await BenchExecutor.twoSpinningTasks(milliseconds: 300) })
    }

    for entities in entityCounts {
        let specText = SyntheticSpec(entities: entities).yaml

        // The whole pipeline: load the spec text, plan, render, verify, then plan the writes and apply
        // them into a folder that does not exist yet (as `strata generate` into a new project does).
        // Strata's async work runs on BenchExecutor so that its task group gets every core, as in the CLI.
        let folders = OutputFolders()
        Benchmark(
            "Generate/full/\(entities)", configuration: configuration(teardown: { folders.removeAll() })
        ) { benchmark in
            let output = folders.next()
            benchmark.startMeasurement()
            let outcome = try await BenchExecutor.run { try await Workloads.full(specText: specText, output: output) }
            benchmark.stopMeasurement()
            blackHole(outcome)
        }

        // Plan → render → verify from the model (loaded in setup, not measured); nothing is written.
        Benchmark(
            "Generate/plan+render+verify/\(entities)", configuration: configuration()
        ) { (benchmark: Benchmark, model: DomainModel) in
            do {
                blackHole(try await BenchExecutor.run { try await Workloads.generate(model).files.count })
            } catch {
                benchmark.error(String(describing: error))
            }
        } setup: {
            try Workloads.loadModel(specText)
        }

        // Raw swift-syntax parse of exactly the Swift files the generation above produces (made once in
        // setup, not measured): what parsing alone costs, serial and spread over every core.
        Benchmark(
            "Baseline/parse-only/serial/\(entities)", configuration: configuration()
        ) { (_: Benchmark, sources: [String]) in
            blackHole(Workloads.parseSerial(sources))
        } setup: {
            try await Workloads.generatedSwiftSources(entities: entities)
        }

        Benchmark(
            "Baseline/parse-only/parallel/\(entities)", configuration: configuration()
        ) { (benchmark: Benchmark, sources: [String]) async in
            do {
                blackHole(try await BenchExecutor.run { await Workloads.parseParallel(sources) })
            } catch {
                benchmark.error(String(describing: error))
            }
        } setup: {
            try await Workloads.generatedSwiftSources(entities: entities)
        }
    }

    // Reading an existing codebase: `strata analyze` (index → classify → report) over a generated
    // Clean-Architecture corpus of 500,000 lines, cold (no cache: parse every file, write the cache)
    // and warm (unchanged tree, cache present), beside a read + parse of the same files.
    let corpusLines = 500_000
    // add-property on the same corpus: index (no cache) → classify → find derived types and mappers
    // → edit → re-parse the edited files → plan the write (nothing written).
    Benchmark("Evolve/add-property/cold/\(corpusLines)", configuration: configuration()) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        benchmark.startMeasurement()
        do {
            blackHole(try await BenchExecutor.run { try await EvolveWorkloads.addProperty(corpus, cacheDirectory: nil) })
        } catch {
            benchmark.error(String(describing: error))
        }
        benchmark.stopMeasurement()
    } setup: {
        try AnalyzeWorkloads.corpus(lines: corpusLines)
    }

    Benchmark("Analyze/cold/\(corpusLines)", configuration: configuration()) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        let cache = AnalyzeWorkloads.freshCacheDirectory()
        defer { Workloads.remove(cache) }
        benchmark.startMeasurement()
        do {
            blackHole(try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: cache) })
        } catch {
            benchmark.error(String(describing: error))
        }
        benchmark.stopMeasurement()
    } setup: {
        try AnalyzeWorkloads.corpus(lines: corpusLines)
    }

    let warmCache = AnalyzeWorkloads.freshCacheDirectory()
    Benchmark(
        "Analyze/warm/\(corpusLines)", configuration: configuration(teardown: { Workloads.remove(warmCache) })
    ) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        do {
            blackHole(try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache) })
        } catch {
            benchmark.error(String(describing: error))
        }
    } setup: {
        let corpus = try AnalyzeWorkloads.corpus(lines: corpusLines)
        _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache)  // fills the cache
        return corpus
    }

    // Warm index, but classification and report redone (what a run after a one-file change costs
    // beyond re-parsing that file): the report cache left out.
    let warmIndexCache = AnalyzeWorkloads.freshCacheDirectory()
    Benchmark(
        "Analyze/warm-index+classify/\(corpusLines)", configuration: configuration(teardown: { Workloads.remove(warmIndexCache) })
    ) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        do {
            blackHole(try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmIndexCache, reportCache: false) })
        } catch {
            benchmark.error(String(describing: error))
        }
    } setup: {
        let corpus = try AnalyzeWorkloads.corpus(lines: corpusLines)
        _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmIndexCache)
        return corpus
    }

    parseOnlyBaselines("corpus-parse-only", size: corpusLines) { try AnalyzeWorkloads.corpus(lines: corpusLines) }

    // Mocks: `strata mock --style seed` over 2,000 files of repository-style protocols (~4,000
    // protocols), cold (no cache, no mocks yet) into one file as Mockolo writes them, and warm
    // (nothing changed), beside a read + parse of the same files.
    let protocolFiles = 2_000
    Benchmark(
        "Mock/cold/single-file/\(protocolFiles)", configuration: configuration()
    ) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        MockWorkloads.reset(corpus)
        benchmark.startMeasurement()
        do {
            blackHole(try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: .singleFile, useCache: false) })
        } catch {
            benchmark.error(String(describing: error))
        }
        benchmark.stopMeasurement()
    } setup: {
        try MockWorkloads.corpus(files: protocolFiles)
    }

    Benchmark(
        "Mock/warm/single-file/\(protocolFiles)", configuration: configuration()
    ) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        do {
            blackHole(try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: .singleFile, useCache: true) })
        } catch {
            benchmark.error(String(describing: error))
        }
    } setup: {
        let corpus = try MockWorkloads.corpus(files: protocolFiles)
        MockWorkloads.reset(corpus)
        _ = try await MockWorkloads.mock(corpus, output: .singleFile, useCache: true)  // mocks and cache in place
        return corpus
    }

    parseOnlyBaselines("protocol-parse-only", size: protocolFiles) { try MockWorkloads.corpus(files: protocolFiles) }

    // Lint on the index corpus (`Lint/…`), registered once: it was called from `parseOnlyBaselines`,
    // which runs twice, and the second registration stopped the whole suite at start-up.
    lintBenchmarks()
}

/// `Baseline/<name>/serial|parallel/<size>`: a read + parse of every file of a corpus, one after the
/// other and over every core.
func parseOnlyBaselines(_ name: String, size: Int, corpus: @escaping @Sendable () throws -> AnalyzeWorkloads.Corpus) {
    Benchmark("Baseline/\(name)/serial/\(size)", configuration: configuration()) { (_: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        blackHole(AnalyzeWorkloads.parseSerial(corpus))
    } setup: {
        try corpus()
    }

    Benchmark("Baseline/\(name)/parallel/\(size)", configuration: configuration()) { (benchmark: Benchmark, corpus: AnalyzeWorkloads.Corpus) in
        do {
            blackHole(try await BenchExecutor.run { await AnalyzeWorkloads.parseParallel(corpus) })
        } catch {
            benchmark.error(String(describing: error))
        }
    } setup: {
        try corpus()
    }
}
