import Foundation
import StrataBenchSupport
import StrataIndex

// Helper for the benchmarks (see docs/BENCHMARKS.md):
//   strata-bench spec N            print the synthetic N-entity spec (for timing the CLI itself)
//   strata-bench stats N…          files, lines and bytes that the contract preset generates
//   strata-bench clock RUNS N…     ContinuousClock medians of the same workloads as the benchmark suite
//                                  (a cross-check that needs no plugin)
//   strata-bench phases RUNS N…    median milliseconds of each stage of Generate/full (load, generate,
//                                  plan writes, apply), of removing the output afterwards, and of a
//                                  parse-only pass (serial, parallel) over the same files, run by run
//   strata-bench analyze RUNS LINES  analyze (cold, first run, warm) beside parse-only passes over the
//                                  same generated corpus of at least LINES lines: interleaved rounds, medians
//   strata-bench digest LINES [FILE] digests of the index, classification, reports and lint findings on
//                                  that corpus (FILE: one digest per file summary), to compare two builds
//   strata-bench loop WORKLOAD LINES COUNT  analyze-cold | lint-cold | index-cold | parse COUNT times on
//                                  that corpus, for `perf record`
//   strata-bench mock RUNS FILES   medians of strata mock (cold and warm, one file and a file per
//                                  protocol) and of the parse-only passes over the same protocol corpus
//   strata-bench mock-edit RUNS FILES  strata mock --single-file with its caches (nothing changed, one
//                                  protocol edited) beside parse-only passes of the same files, a process each
//   strata-bench protocols FILES   write the protocol corpus of FILES files and print its folder (for the CLI)
//   strata-bench once WORKLOAD N   one untimed run of full | generate | parse-serial | parse-parallel
//                                  (N entities) or analyze-cold | analyze-warm | analyze-classify (N lines)
//                                  or mock-cold | mock-warm | mock-first | mock-edit (N protocol files),
//                                  for profilers (`valgrind --tool=callgrind`, `perf record`)
//   strata-bench lint RUNS LINES   `strata lint` on the index corpus of LINES lines vs a parse-only pass
//                                  of the same files: the workloads interleaved round by round, medians
//   strata-bench lint-fresh RUNS LINES  the same cold lint and parse-only pass, each in a process of its
//                                  own (as a user runs them), alternating round by round
//   strata-bench lint-edit RUNS LINES  strata lint with its caches (nothing changed, a body edited in
//                                  place, a method added) beside a parse-only pass, a process each
//   strata-bench lint-session RUNS LINES  the same in one process keeping its summaries (the MCP server)
//   strata-bench mcp-lint-edit RUNS LINES  the same as `lint` calls to the MCP server, in this process
//   strata-bench analyze-fresh RUNS LINES  the same for cold analyze
//   strata-bench fresh-child WORKLOAD ROOT LIST  one workload in this process, printing its wall and
//                                  CPU ms: parse-only, lint-cold, analyze-cold, index-cold,
//                                  index-declarations; the probes parse-keep-scattered / parse-keep-compact
//                                  (the parse keeping a summary's bytes per file in 34 blocks or in one);
//                                  inline-bytes (an index's record bytes by type, and the code facts' spare capacity)
//   strata-bench write N FOLDER    Generate/full into FOLDER (which must not exist) and keep it, to
//                                  compare the output of two builds byte for byte (`diff -r`)
//   strata-bench analyze-phases LINES  index / classify / report build / Markdown of a cold analyze,
//                                  timed apart, 5 times each
//   strata-bench lint-phases LINES classify / project lookups / rule engine timed apart, 5 times each
//                                  (also a steady workload for `perf record`)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

func ints(_ arguments: ArraySlice<String>) -> [Int] {
    arguments.map {
        guard let value = Int($0), value > 0 else { fail("not a positive number: \($0)") }; return value
    }
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    // Nearest rank, as the benchmark package's histograms report it.
    let rank = max(1, Int((p / 100 * Double(sorted.count)).rounded(.up)))
    return sorted[min(rank, sorted.count) - 1]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Times `body` `runs` times after one warm-up run. The closures it returns (clean-up) run, untimed,
/// after the last run: as in the benchmark suite, no run follows a mass deletion of its own making.
/// `setup` runs untimed before each run (a cold run must start from nothing every time).
func time(
    runs: Int, setup: () -> Void = {}, _ body: () async throws -> (() -> Void)
) async throws -> (median: Double, p90: Double) {
    setup()
    var cleanUps = [try await body()]  // warm-up
    var samples: [Double] = []
    for _ in 0..<runs {
        setup()
        let start = ContinuousClock.now
        cleanUps.append(try await body())
        samples.append(seconds(ContinuousClock.now - start) * 1_000)
    }
    cleanUps.forEach { $0() }
    samples.sort()
    let median = samples.count % 2 == 1 ? samples[samples.count / 2] : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
    return (median, percentile(samples, 90))
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "spec":
    guard let count = ints(arguments.dropFirst()).first else { fail("usage: strata-bench spec N") }
    print(SyntheticSpec(entities: count).yaml, terminator: "")

case "stats":
    print("| entities | spec lines | files | Swift files | lines | bytes |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    for count in ints(arguments.dropFirst()) {
        let spec = SyntheticSpec(entities: count).yaml
        let result = try await Workloads.generate(try Workloads.loadModel(spec))
        let lines = result.files.reduce(0) { $0 + $1.contents.reduce(into: 0) { n, c in if c == "\n" { n += 1 } } }
        let bytes = result.files.reduce(0) { $0 + $1.contents.utf8.count }
        let swift = result.files.filter { $0.path.hasSuffix(".swift") }.count
        let specLines = spec.reduce(into: 0) { n, c in if c == "\n" { n += 1 } }
        print("| \(count) | \(specLines) | \(result.files.count) | \(swift) | \(lines) | \(bytes) |")
        if count == ints(arguments.dropFirst()).last, !result.warnings.isEmpty {
            print("(\(result.warnings.count) warnings, first: \(result.warnings[0]))")
        }
    }

case "write":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[0]), count > 0 else { fail("usage: strata-bench write N FOLDER") }
    print(try await Workloads.full(specText: SyntheticSpec(entities: count).yaml, output: URL(fileURLWithPath: rest[1])))

case "lint-phases":
    guard let lines = ints(arguments.dropFirst()).first else { fail("usage: strata-bench lint-phases LINES") }
    try await LintClock.phases(lines: lines)

case "analyze-phases":
    guard let lines = ints(arguments.dropFirst()).first else { fail("usage: strata-bench analyze-phases LINES") }
    try await AnalyzeClock.phases(lines: lines)

case "lint":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench lint RUNS LINES") }
    try await LintClock.run(runs: values[0], lines: values[1])

case "lint-fresh":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench lint-fresh RUNS LINES") }
    try await FreshProcessClock.run(runs: values[0], lines: values[1])

case "lint-edit", "lint-session", "mcp-lint-edit":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench lint-edit|lint-session|mcp-lint-edit RUNS LINES") }
    let form: IncrementalLintClock.Form = arguments.first == "lint-edit" ? .processPerRun : arguments.first == "lint-session" ? .session : .mcpServer
    try await IncrementalLintClock.run(runs: values[0], lines: values[1], form: form)

case "mock-edit":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench mock-edit RUNS FILES") }
    try await MockEditClock.run(runs: values[0], files: values[1])

case "analyze-fresh":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench analyze-fresh RUNS LINES") }
    try await FreshProcessClock.run(runs: values[0], lines: values[1], measured: "analyze-cold")

case "fresh-child":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3 else { fail("usage: strata-bench fresh-child \(FreshProcessClock.childWorkloads.joined(separator: "|")) ROOT LIST (run by lint-fresh)") }
    try await FreshProcessClock.childRun(rest[0], root: rest[1], list: rest[2])

case "clock":
    let values = ints(arguments.dropFirst())
    guard values.count >= 2 else { fail("usage: strata-bench clock RUNS N…") }
    let runs = values[0]
    print("| benchmark | entities | median ms | p90 ms | runs |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for count in values.dropFirst() {
        let spec = SyntheticSpec(entities: count).yaml
        let model = try Workloads.loadModel(spec)
        let sources = try await Workloads.generatedSwiftSources(entities: count)
        var rows: [(String, (median: Double, p90: Double))] = []
        rows.append(
            (
                "Generate/full",
                try await time(runs: runs) {
                    let output = Workloads.freshOutputPath()
                    _ = try await BenchExecutor.run { try await Workloads.full(specText: spec, output: output) }
                    return { Workloads.remove(output) }
                }
            ))
        rows.append(
            (
                "Generate/plan+render+verify",
                try await time(runs: runs) {
                    _ = try await BenchExecutor.run { try await Workloads.generate(model) }; return {}
                }
            ))
        rows.append(
            (
                "Baseline/parse-only/serial",
                try await time(runs: runs) {
                    _ = Workloads.parseSerial(sources); return {}
                }
            ))
        rows.append(
            (
                "Baseline/parse-only/parallel",
                try await time(runs: runs) {
                    _ = try await BenchExecutor.run { await Workloads.parseParallel(sources) }; return {}
                }
            ))
        for (name, result) in rows {
            print("| \(name) | \(count) | \(String(format: "%.0f", result.median)) | \(String(format: "%.0f", result.p90)) | \(runs) |")
        }
    }

case "phases":
    let values = ints(arguments.dropFirst())
    guard values.count >= 2 else { fail("usage: strata-bench phases RUNS N…") }
    func medianValue(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    func median(_ values: [Double]) -> String { String(format: "%.0f", medianValue(values) * 1_000) }
    print(
        "| entities | files | load ms | plan+render+verify ms | plan writes ms | apply ms | total ms | rm -r ms | parse-only serial ms | parse-only parallel ms | total ÷ parallel parse |"
    )
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for count in values.dropFirst() {
        let spec = SyntheticSpec(entities: count).yaml
        // The parse-only baseline over the same files, in the same process, run by run between the
        // pipeline's runs so load from other processes hits both alike.
        let sources = try await Workloads.generatedSwiftSources(entities: count)
        var samples: [Workloads.Phases] = []
        var serialParses: [Double] = [], parallelParses: [Double] = []
        var outputs: [URL] = []
        for _ in 0..<values[0] {
            outputs.append(Workloads.freshOutputPath())
            samples.append(try await Workloads.fullPhases(specText: spec, output: outputs.last!))
            var start = ContinuousClock.now
            _ = Workloads.parseSerial(sources)
            serialParses.append(seconds(ContinuousClock.now - start))
            start = ContinuousClock.now
            _ = await Workloads.parseParallel(sources)
            parallelParses.append(seconds(ContinuousClock.now - start))
        }
        var removals: [Double] = []
        for output in outputs {
            let start = ContinuousClock.now
            Workloads.remove(output)
            removals.append(seconds(ContinuousClock.now - start))
        }
        let totals = samples.map { $0.load + $0.generate + $0.planWrites + $0.apply }
        let ratio = medianValue(totals) / medianValue(parallelParses)
        print(
            "| \(count) | \(samples[0].files) | \(median(samples.map(\.load))) | \(median(samples.map(\.generate))) | \(median(samples.map(\.planWrites))) | \(median(samples.map(\.apply))) | \(median(totals)) | \(median(removals)) | \(median(serialParses)) | \(median(parallelParses)) | \(String(format: "%.1f×", ratio)) |"
        )
    }

case "evolve":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench evolve RUNS LINES") }
    let corpus = try AnalyzeWorkloads.corpus(lines: values[1])
    print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(corpus.bytes) bytes")
    let warmCache = AnalyzeWorkloads.freshCacheDirectory()
    let changed = try await EvolveWorkloads.addProperty(corpus, cacheDirectory: warmCache)
    print("add-property \(EvolveWorkloads.entity) rating:Double? changes \(changed) files")
    let rows: [(String, (median: Double, p90: Double))] = [
        (
            "Baseline/corpus-parse-only/serial",
            try await time(runs: values[0]) {
                _ = AnalyzeWorkloads.parseSerial(corpus); return {}
            }
        ),
        (
            "Baseline/corpus-parse-only/parallel",
            try await time(runs: values[0]) {
                _ = try await BenchExecutor.run { await AnalyzeWorkloads.parseParallel(corpus) }; return {}
            }
        ),
        (
            "Evolve/add-property/cold",
            try await time(runs: values[0]) {
                _ = try await BenchExecutor.run { try await EvolveWorkloads.addProperty(corpus, cacheDirectory: nil) }; return {}
            }
        ),
        (
            "Evolve/add-property/warm",
            try await time(runs: values[0]) {
                _ = try await BenchExecutor.run { try await EvolveWorkloads.addProperty(corpus, cacheDirectory: warmCache) }; return {}
            }
        ),
    ]
    Workloads.remove(warmCache)
    print("| benchmark | lines | median ms | p90 ms | runs |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for (name, result) in rows {
        print("| \(name) | \(corpus.lines) | \(String(format: "%.0f", result.median)) | \(String(format: "%.0f", result.p90)) | \(values[0]) |")
    }

case "analyze":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench analyze RUNS LINES") }
    try await AnalyzeClock.run(runs: values[0], lines: values[1])

case "digest":
    let rest = Array(arguments.dropFirst())
    guard (1...2).contains(rest.count), let lines = Int(rest[0]), lines > 0 else { fail("usage: strata-bench digest LINES [PER-FILE-OUTPUT]") }
    let digest = try await BenchExecutor.run { try await ResultDigest.lines(for: try AnalyzeWorkloads.corpus(lines: lines)) }
    digest.summary.forEach { print($0) }
    if rest.count == 2 { try Data((digest.perFile.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: rest[1])) }

case "loop":
    // For `perf record`: the corpus is made once, then the workload runs COUNT times, so the
    // profile is the workload's and not the corpus generator's.
    let rest = Array(arguments.dropFirst())
    guard rest.count == 3, let lines = Int(rest[1]), let count = Int(rest[2]), lines > 0, count > 0 else {
        fail("usage: strata-bench loop analyze-cold|analyze-warm|index-warm|lint-cold|index-cold|rules|parse|parse-keep-scattered|parse-keep-compact LINES COUNT")
    }
    let corpus = try AnalyzeWorkloads.corpus(lines: lines)
    // The warm loop's caches are filled once, outside the loop.
    let warmCache = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-loop-cache-\(getpid())")
    if rest[0] == "analyze-warm" { _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache) }
    // The rules loop's index is made once, outside the loop: the profile is of what follows the index.
    let readyIndex = rest[0] == "rules" ? try await LintWorkloads.index(root: corpus.root) : nil
    defer { try? FileManager.default.removeItem(at: warmCache) }
    for _ in 0..<count {
        let start = ContinuousClock.now
        let result: Int
        switch rest[0] {
        case "analyze-cold": result = try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: nil) }
        case "analyze-warm": result = try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache) }
        case "index-warm":
            // Where a warm index's time goes, from the indexer's own statistics.
            if !FileManager.default.fileExists(atPath: warmCache.path) { _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: warmCache) }
            var options = IndexOptions()
            options.cacheDirectory = warmCache
            options.codeFacts = false
            let (index, statistics) = try await Indexer(options: options).indexWithStatistics(root: corpus.root)
            result = index.files.count
            print(
                String(
                    format: "discovery %.1f ms, cache load %.1f ms, summaries %.1f ms, total %.1f ms",
                    statistics.discoverySeconds * 1e3, statistics.cacheLoadSeconds * 1e3, statistics.summarySeconds * 1e3, statistics.totalSeconds * 1e3))
        case "lint-cold": result = try await BenchExecutor.run { try await LintWorkloads.lint(root: corpus.root) }
        case "index-cold": result = try await BenchExecutor.run { try await LintWorkloads.index(root: corpus.root).files.count }
        case "rules": result = try await BenchExecutor.run { try await LintWorkloads.rules(on: readyIndex!) }
        case "parse": result = try await BenchExecutor.run { await AnalyzeWorkloads.parseParallel(corpus) }
        case "parse-keep-scattered", "parse-keep-compact":  // the retention probes (see `fresh-child`)
            let blocks = rest[0] == "parse-keep-scattered" ? 34 : 1
            result = try await BenchExecutor.run { await RetentionProbe.parseKeeping(corpus.files, blocksPerFile: blocks, bytesPerFile: 7_500).count }
        default: fail("unknown workload \(rest[0])")
        }
        print("\(rest[0]): \(result), \(Int((seconds(ContinuousClock.now - start) * 1_000).rounded())) ms")
    }

case "mock":
    let values = ints(arguments.dropFirst())
    guard values.count == 2 else { fail("usage: strata-bench mock RUNS FILES") }
    let corpus = try MockWorkloads.corpus(files: values[1])
    MockWorkloads.reset(corpus)
    print("corpus: \(corpus.files.count) files, \(corpus.lines) lines, \(corpus.bytes) bytes")
    var rows: [(String, (median: Double, p90: Double))] = [
        (
            "Baseline/protocol-parse-only/serial",
            try await time(runs: values[0]) {
                _ = AnalyzeWorkloads.parseSerial(corpus); return {}
            }
        ),
        (
            "Baseline/protocol-parse-only/parallel",
            try await time(runs: values[0]) {
                _ = try await BenchExecutor.run { await AnalyzeWorkloads.parseParallel(corpus) }; return {}
            }
        ),
    ]
    for output in MockWorkloads.Output.allCases {
        rows.append(
            (
                "Mock/cold/\(output.rawValue)",
                try await time(runs: values[0], setup: { MockWorkloads.reset(corpus) }) {
                    _ = try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: output, useCache: false) }
                    return {}
                }
            ))
        _ = try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: output, useCache: true) }
        rows.append(
            (
                "Mock/warm/\(output.rawValue)",
                try await time(runs: values[0]) {
                    _ = try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: output, useCache: true) }; return {}
                }
            ))
        MockWorkloads.reset(corpus)
    }
    print("| benchmark | files | median ms | p90 ms | runs |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for (name, result) in rows {
        print("| \(name) | \(corpus.files.count) | \(String(format: "%.0f", result.median)) | \(String(format: "%.0f", result.p90)) | \(values[0]) |")
    }

case "protocols":
    guard let count = ints(arguments.dropFirst()).first else { fail("usage: strata-bench protocols FILES") }
    let corpus = try MockWorkloads.corpus(files: count)
    MockWorkloads.reset(corpus)
    print(corpus.root.path)

case "once":
    let rest = Array(arguments.dropFirst())
    guard rest.count == 2, let count = Int(rest[1]), count > 0 else { fail("usage: strata-bench once WORKLOAD N") }
    var spec: String { SyntheticSpec(entities: count).yaml }  // only the generation workloads need it
    switch rest[0] {
    case "full":
        let output = Workloads.freshOutputPath()
        defer { Workloads.remove(output) }
        print(try await Workloads.full(specText: spec, output: output))
    case "generate":
        print(try await Workloads.generate(try Workloads.loadModel(spec)).files.count)
    case "parse-serial":
        print(Workloads.parseSerial(try await Workloads.generatedSwiftSources(entities: count)))
    case "parse-parallel":
        let sources = try await Workloads.generatedSwiftSources(entities: count)
        print(try await BenchExecutor.run { await Workloads.parseParallel(sources) })
    case "analyze-warm", "analyze-cold":
        // N is the corpus size in lines here; the warm run's cache is filled first, untimed.
        let corpus = try AnalyzeWorkloads.corpus(lines: count)
        let cache = AnalyzeWorkloads.freshCacheDirectory()
        defer { Workloads.remove(cache) }
        if rest[0] == "analyze-warm" { _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: cache) }
        print(try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: cache) })
    case "mock-edit":
        // N protocol files: the stages of a cached run with nothing changed, then after one protocol edited.
        let corpus = try MockWorkloads.corpus(files: count)
        MockWorkloads.reset(corpus)
        defer { MockWorkloads.reset(corpus) }
        let edit = try MockWorkloads.edit(in: corpus)
        defer { try? edit.original.write(toFile: edit.path, atomically: false, encoding: .utf8) }
        _ = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: true) }
        try await Task.sleep(for: .seconds(2.5))  // stamps old enough to trust
        _ = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: true) }
        for (name, text) in [("nothing changed", edit.original), ("one protocol edited", edit.edited), ("edited back", edit.original)] {
            try text.write(toFile: edit.path, atomically: false, encoding: .utf8)
            let outcome = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: true) }
            print(
                "\(name) (\(outcome.cacheUse)): " + outcome.timings.stages.map { "\($0.name) \(String(format: "%.1f", $0.seconds * 1_000))" }.joined(separator: ", ")
                    + "; total \(String(format: "%.1f", outcome.timings.total * 1_000)) ms")
        }
    case "mock-cold", "mock-warm", "mock-first":  // mock-first: a first run with the caches on (it writes them)
        // N is the number of protocol files; prints the milliseconds of each stage of the second run
        // (the first, untimed, also makes the warm run's mocks and cache).
        let corpus = try MockWorkloads.corpus(files: count)
        MockWorkloads.reset(corpus)
        defer { MockWorkloads.reset(corpus) }
        // One untimed run first, as the timed workloads have: a fresh process pays for its first pages.
        _ = try await BenchExecutor.run { try await MockWorkloads.mock(corpus, output: .singleFile, useCache: rest[0] != "mock-cold") }
        if rest[0] != "mock-warm" { MockWorkloads.reset(corpus) }
        let (_, timings) = try await BenchExecutor.run { try await MockWorkloads.mockTimed(corpus, output: .singleFile, useCache: rest[0] != "mock-cold") }
        for stage in timings.stages { print("\(stage.name): \(String(format: "%.0f", stage.seconds * 1_000)) ms") }
        print("total: \(String(format: "%.0f", timings.total * 1_000)) ms")
    case "scan":  // N is the corpus size in lines: the walk and stamps lint's results cache takes, 20 times
        let corpus = try LintWorkloads.writeCorpus(lines: count)
        defer { Workloads.remove(corpus.root) }
        var states = SourceStates.scan(root: corpus.root.path, excludes: [], previous: nil)
        try await Task.sleep(for: .seconds(2.5))
        states = SourceStates.scan(root: corpus.root.path, excludes: [], previous: states)
        for _ in 0..<20 {
            let start = ContinuousClock.now
            states = SourceStates.scan(root: corpus.root.path, excludes: [], previous: states)
            print("scan \(states.files.count) files: \(ContinuousClock.now - start)")
        }
    case "relint-stages":  // N is the corpus size in lines
        try await RelintStages.run(lines: count)
    case "analyze-classify":
        // Warm index, classification and report redone 5 times: for profiling the classifier.
        let corpus = try AnalyzeWorkloads.corpus(lines: count)
        let cache = AnalyzeWorkloads.freshCacheDirectory()
        defer { Workloads.remove(cache) }
        _ = try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: cache)
        for _ in 0..<5 { print(try await BenchExecutor.run { try await AnalyzeWorkloads.analyze(corpus, cacheDirectory: cache, reportCache: false) }) }
    default:
        fail("unknown workload \(rest[0])")
    }

default:
    fail("usage: strata-bench spec N | stats N… | clock RUNS N… | phases RUNS N… | once WORKLOAD N")
}
