import Foundation
import StrataAnalysis
import StrataCorpus
import StrataIndex
import StrataModel
import SwiftParser
import SwiftSyntax

/// The measured work of the `Analyze/…` benchmarks: what `strata analyze` does to an existing
/// codebase (index → classify → report), beside a parse-only pass over the same files.
public enum AnalyzeWorkloads {
    /// A generated Clean-Architecture codebase on disk (`StrataCorpus`), written once per process.
    public struct Corpus: Sendable {
        public var root: URL
        /// Absolute paths of its Swift files.
        public var files: [String]
        public var lines: Int
        public var bytes: Int

        public init(root: URL, files: [String], lines: Int, bytes: Int) {
            self.root = root
            self.files = files
            self.lines = lines
            self.bytes = bytes
        }
    }

    /// The corpus of at least `lines` lines under `$TMPDIR/strata-bench-corpus-<lines>`, written on
    /// first use and reused afterwards (each benchmark may run in its own process; writing 12,000
    /// files for each would dominate the suite). Deterministic: the same `lines` give the same files.
    /// Modification times are set two minutes in the past so a warm run may trust unchanged stamps
    /// (the index never trusts a file changed within the last 2 s).
    public static func corpus(lines: Int) throws -> Corpus {
        var generator = CorpusGenerator(seed: 42)
        return try materialize(generator.files(lines: lines), at: FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-corpus-\(lines)"))
    }

    /// `files` under `root`, written unless a previous run completed them (`.complete`), with
    /// modification times two minutes in the past.
    public static func materialize(_ files: [CorpusGenerator.File], at root: URL) throws -> Corpus {
        let marker = root.appendingPathComponent(".complete")
        let complete = FileManager.default.fileExists(atPath: marker.path)
        if !complete {
            try? FileManager.default.removeItem(at: root)
        }
        var paths: [String] = []
        var total = 0, bytes = 0
        let past = Date(timeIntervalSinceNow: -120)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            if !complete {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
                try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
            }
            paths.append(url.path)
            total += file.contents.utf8.reduce(into: 0) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
            bytes += file.contents.utf8.count
        }
        if !complete { try Data().write(to: marker) }
        return Corpus(root: root, files: paths, lines: total, bytes: bytes)
    }

    /// `strata analyze` without printing: index (with the caches in `cacheDirectory`, none if nil),
    /// then classify, build and render the Markdown report — or, with `reportCache`, take it from
    /// the report cache when nothing changed, as the CLI does. Returns the report's length so it is used.
    public static func analyze(_ corpus: Corpus, cacheDirectory: URL?, reportCache: Bool = true) async throws -> Int {
        try await analyzeKeepingResults(corpus, cacheDirectory: cacheDirectory, reportCache: reportCache).count
    }

    /// `analyze`, handing back the index and report instead of releasing them: the CLI keeps them
    /// until the process exits (`TeardownSkipping`), so a timed run stops the clock before they go.
    public static func analyzeKeepingResults(_ corpus: Corpus, cacheDirectory: URL?, reportCache: Bool = true) async throws -> KeptResults {
        var options = IndexOptions()
        options.cacheDirectory = cacheDirectory
        options.codeFacts = false  // as `strata analyze`: the report is made of declarations
        // What the executable leaves to the exit inside the pipeline (the report, the catalog) is
        // handed back here and released with the rest, after the clock.
        let (result, inner) = try await ExitTeardown.handingBackKept {
            let index: SourceIndex
            do { index = try await Indexer(options: options).index(root: corpus.root) } catch {
                throw Workloads.Failure("index: \(error)")
            }
            let cache = reportCache ? cacheDirectory.map { ReportCache(directory: $0.path) } : nil
            let result = try ReportText.make(index: index, classifier: Classifier(), settings: [], format: .markdown, cache: cache)
            return KeptResults(count: result.text.utf8.count, kept: [index, result.text, result.model])
        }
        return KeptResults(count: result.count, kept: [result] + inner)
    }

    /// A cold `analyze` with each stage timed apart: index, classify, report build, Markdown; wall
    /// and CPU seconds of each.
    public static func phases(_ corpus: Corpus) async throws -> [(String, wall: Double, cpu: Double)] {
        let clock = ContinuousClock()
        var start = clock.now
        var cpuStart = ProcessCPU.seconds()
        func lap() -> (Double, Double) {
            let now = clock.now
            let cpu = ProcessCPU.seconds()
            defer { start = now; cpuStart = cpu }
            let elapsed = (now - start).components
            return (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, cpu - cpuStart)
        }
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.codeFacts = false
        let index = try await Indexer(options: options).index(root: corpus.root)
        let indexing = lap()
        let model = Classifier().classify(index)
        let classify = lap()
        let report = AnalysisReportBuilder.build(model, index: index)
        let build = lap()
        let text = try ReportFormat.markdown.render(report, index: index)
        let render = lap()
        withExtendedLifetime((index, model, report, text)) {}
        return [
            ("index", indexing.0, indexing.1), ("classify", classify.0, classify.1), ("report build", build.0, build.1),
            ("Markdown", render.0, render.1),
        ]
    }

    /// Read and parse every file, one after the other: the least any indexer must do.
    public static func parseSerial(_ corpus: Corpus) -> Int {
        var total = 0
        for path in corpus.files { total &+= readAndParse(path) }
        return total
    }

    /// The same, one child task per core over interleaved shares. Run it under `BenchExecutor.run`.
    public static func parseParallel(_ corpus: Corpus, workers: Int = ProcessInfo.processInfo.activeProcessorCount) async -> Int {
        let workers = max(1, workers)
        let files = corpus.files
        return await withTaskGroup(of: Int.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var total = 0
                    for index in stride(from: worker, to: files.count, by: workers) { total &+= readAndParse(files[index]) }
                    return total
                }
            }
            return await group.reduce(0, &+)
        }
    }

    private static func readAndParse(_ path: String) -> Int {
        guard let data = FileManager.default.contents(atPath: path) else { return 0 }
        return data.withUnsafeBytes { bytes in
            Parser.parse(source: bytes.bindMemory(to: UInt8.self)).statements.count
        }
    }

    /// A fresh cache folder outside the corpus (cold runs start from nothing).
    public static func freshCacheDirectory() -> URL {
        Workloads.outputRoot.appendingPathComponent("strata-bench-cache-\(UUID().uuidString)", isDirectory: true)
    }
}
