import Foundation
import StrataBenchSupport
import StrataIndex

/// `strata-bench lint-fresh RUNS LINES` (and `analyze-fresh`): cold lint (or analyze) and the
/// parse-only pass, each in a process of its own, alternating, RUNS rounds after a warm-up round.
///
/// Why: in `strata-bench lint` every workload shares one process; there the parse-only pass's median
/// moved by 10–45 % from run to run, more than lint's, and each run's ratio followed it (see
/// docs/BENCHMARKS.md). A fresh process per measurement is also what a user runs: `strata lint
/// --no-cache` starts from an empty heap, pays for every page it grows into, and leaves its results
/// to the exit.
enum FreshProcessClock {
    /// `measured` is timed beside the parse-only pass: `lint-cold` or `analyze-cold`.
    static func run(runs: Int, lines: Int, measured: String = "lint-cold") async throws {
        let workloads = ["parse-only", measured]
        let corpus = try LintWorkloads.writeCorpus(lines: lines)
        defer { Workloads.remove(corpus.root) }
        // The file list lives beside the corpus, not in it: lint's discovery must not see it.
        let list = corpus.root.deletingLastPathComponent().appendingPathComponent("\(corpus.root.lastPathComponent).files")
        try Data(corpus.files.joined(separator: "\n").utf8).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        print("corpus: \(corpus.files.count) files, \(corpus.lines) lines (CorpusGenerator seed 42); one process per measurement")

        var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
        for round in 0...runs {  // round 0 is the warm-up (the page cache, the binary)
            for workload in workloads {
                let (elapsed, used) = try child(workload, root: corpus.root.path, list: list.path)
                if round > 0 {
                    wall[workload, default: []].append(elapsed)
                    cpu[workload, default: []].append(used)
                }
            }
        }
        printTable(workloads, wall: wall, cpu: cpu, decimals: 0, ratioDecimals: 2)
        print("(\(runs) rounds after 1 warm-up; 1-minute load average \(InterleavedRounds.loadAverage()) after)")
    }

    /// The Markdown table of medians, each workload beside the `parse-only` rows of the same rounds.
    static func printTable(_ workloads: [String], wall: [String: [Double]], cpu: [String: [Double]], decimals: Int, ratioDecimals: Int) {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        func ms(_ value: Double) -> String { String(format: "%.\(decimals)f", value) }
        func ratio(_ value: Double) -> String { String(format: "%.\(ratioDecimals)f", value) + "×" }
        let base = wall["parse-only"]!, baseCPU = cpu["parse-only"]!
        print("| workload | median ms | min–max ms | median ÷ parse-only | median of per-round ratios | CPU ms (median) | CPU ÷ baseline CPU |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for workload in workloads {
            let values = wall[workload]!, used = cpu[workload]!
            let ratios = zip(values, base).map { $0 / $1 }
            print(
                "| \(workload) | \(ms(median(values))) | \(ms(values.min()!))–\(ms(values.max()!)) | \(ratio(median(values) / median(base))) "
                    + "| \(ratio(median(ratios))) | \(ms(median(used))) | \(ratio(median(used) / median(baseCPU))) |")
        }
    }

    /// Runs `strata-bench fresh-child WORKLOAD ROOT LIST` and reads back its wall and CPU milliseconds.
    static func child(_ workload: String, root: String, list: String) throws -> (wall: Double, cpu: Double) {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["fresh-child", workload, root, list]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, fields.count == 2 else { fail("fresh-child \(workload) failed (status \(process.terminationStatus))") }
        return (fields[0], fields[1])
    }

    /// The child: one timed run of the workload, its results left to the exit as the CLI leaves them.
    static let childWorkloads = [
        "parse-only", "lint-cold", "analyze-cold", "index-cold", "index-declarations", "parse-keep-scattered", "parse-keep-compact", "inline-bytes", "lint-cached", "parse-serial",
        "mock-cached", "mock-cold",
    ]

    static func childRun(_ workload: String, root: String, list: String) async throws {
        guard childWorkloads.contains(workload) else { fail("unknown workload \(workload): one of \(childWorkloads.joined(separator: ", "))") }
        guard let text = try? String(contentsOfFile: list, encoding: .utf8) else { fail("cannot read the file list \(list)") }
        let files = text.split(separator: "\n").map(String.init)
        let cpuStart = ProcessCPU.seconds()
        let start = ContinuousClock.now
        let kept: any Sendable
        switch workload {
        case "parse-only": kept = try await BenchExecutor.run { await LintWorkloads.parseOnly(files) }
        case "lint-cold": kept = try await BenchExecutor.run { try await LintWorkloads.lintKeepingResults(root: URL(fileURLWithPath: root)) }
        case "analyze-cold":  // `strata analyze` with no cache, as `strata-bench analyze` times it
            let corpus = AnalyzeWorkloads.Corpus(root: URL(fileURLWithPath: root), files: files, lines: 0, bytes: 0)
            kept = try await BenchExecutor.run { try await AnalyzeWorkloads.analyzeKeepingResults(corpus, cacheDirectory: nil) }
        case "index-declarations":  // for memory checks: the index without code facts
            var options = IndexOptions()
            options.cacheDirectory = nil
            options.codeFacts = false
            options.styleFacts = false
            let chosen = options
            kept = try await BenchExecutor.run { try await Indexer(options: chosen).index(root: URL(fileURLWithPath: root)) }
        case "lint-cached": kept = try await BenchExecutor.run { try await IncrementalLintWorkloads.lint(root: URL(fileURLWithPath: root)) }
        case "parse-serial":  // read + parse, one file after the other
            kept = AnalyzeWorkloads.parseSerial(AnalyzeWorkloads.Corpus(root: URL(fileURLWithPath: root), files: files, lines: 0, bytes: 0))
        case "mock-cached", "mock-cold":  // `strata mock --single-file Generated/Mocks.swift --style seed` (`--no-cache`)
            let corpus = AnalyzeWorkloads.Corpus(root: URL(fileURLWithPath: root), files: files, lines: 0, bytes: 0)
            let useCache = workload == "mock-cached"
            kept = try await BenchExecutor.run { try await MockWorkloads.outcome(corpus, output: .singleFile, useCache: useCache) }
        case "index-cold": kept = try await BenchExecutor.run { try await LintWorkloads.index(root: URL(fileURLWithPath: root)) }  // for memory checks
        case "inline-bytes":
            let index = try await BenchExecutor.run { try await LintWorkloads.index(root: URL(fileURLWithPath: root)) }
            for (name, count, bytes) in RetentionProbe.inlineBytes(index) { print(name, count, bytes / 1_000, "KB") }
            kept = index
        case "parse-keep-scattered": kept = try await BenchExecutor.run { await RetentionProbe.parseKeeping(files, blocksPerFile: 34, bytesPerFile: 7_500) }
        case "parse-keep-compact": kept = try await BenchExecutor.run { await RetentionProbe.parseKeeping(files, blocksPerFile: 1, bytesPerFile: 7_500) }
        default: fail("unknown workload \(workload)")  // `childWorkloads` lists every case above
        }
        let elapsed = seconds(ContinuousClock.now - start) * 1_000
        let used = (ProcessCPU.seconds() - cpuStart) * 1_000
        print(String(format: "%.3f %.3f", elapsed, used))
        withExtendedLifetime(kept) { exit(0) }
    }
}
