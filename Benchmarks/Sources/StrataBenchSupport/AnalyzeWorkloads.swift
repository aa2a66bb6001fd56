import Foundation
import StrataAnalysis
import StrataCorpus
import StrataIndex
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
    }

    /// The corpus of at least `lines` lines under `$TMPDIR/strata-bench-corpus-<lines>`, written on
    /// first use and reused afterwards (each benchmark may run in its own process; writing 12,000
    /// files for each would dominate the suite). Deterministic: the same `lines` give the same files.
    /// Modification times are set two minutes in the past so a warm run may trust unchanged stamps
    /// (the index never trusts a file changed within the last 2 s).
    public static func corpus(lines: Int) throws -> Corpus {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-corpus-\(lines)")
        let marker = root.appendingPathComponent(".complete")
        var generator = CorpusGenerator(seed: 42)
        let files = generator.files(lines: lines)
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
        var options = IndexOptions()
        options.cacheDirectory = cacheDirectory
        let index: SourceIndex
        do { index = try await Indexer(options: options).index(root: corpus.root) } catch {
            throw Workloads.Failure("index: \(error.issues.prefix(3))")
        }
        let cache = reportCache ? cacheDirectory.map { ReportCache(directory: $0.path) } : nil
        return try ReportText.make(index: index, classifier: Classifier(), settings: [], format: .markdown, cache: cache).text.utf8.count
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
