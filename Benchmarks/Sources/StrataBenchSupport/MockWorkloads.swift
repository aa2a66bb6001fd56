import Foundation
import StrataCorpus
import StrataMock
import StrataModel

/// The measured work of the `Mock/…` benchmarks: what `strata mock` does to a corpus of
/// repository-style protocols, beside a parse-only pass over the same files (`AnalyzeWorkloads`).
public enum MockWorkloads {
    /// Where the mocks go, inside the corpus: one file, as Mockolo writes them, or one per protocol.
    public enum Output: String, Sendable, CaseIterable {
        case singleFile = "single-file"
        case filePerProtocol = "file-per-protocol"

        var destination: MockDestination {
            switch self {
            case .singleFile: .file("Generated/Mocks.swift")
            case .filePerProtocol: .folder("Generated/Mocks")
            }
        }
    }

    /// `files` files of `ProtocolCorpus` under `$TMPDIR/strata-bench-protocols-<files>`, written once,
    /// with a `.strata.yml` naming the contract preset (seed 002's mocks).
    public static func corpus(files: Int) throws -> AnalyzeWorkloads.Corpus {
        var generator = ProtocolCorpus()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-protocols-\(files)")
        let corpus = try AnalyzeWorkloads.materialize(generator.files(count: files), at: root)
        try Data("preset: contract\n".utf8).write(to: root.appendingPathComponent(".strata.yml"))
        return corpus
    }

    /// `strata mock --style seed` over the corpus, writing the mocks: what the CLI does after reading
    /// `.strata.yml`. Returns how many files were written or left unchanged.
    public static func mock(_ corpus: AnalyzeWorkloads.Corpus, output: Output, useCache: Bool) async throws -> Int {
        try await mockTimed(corpus, output: output, useCache: useCache).files
    }

    /// `mock`, with the seconds of each stage.
    public static func mockTimed(_ corpus: AnalyzeWorkloads.Corpus, output: Output, useCache: Bool) async throws -> (files: Int, timings: MockTimings) {
        let outcome = try await outcome(corpus, output: output, useCache: useCache)
        return (outcome.plan.entries.count, outcome.timings)
    }

    /// `mock`'s whole outcome (which cache path it took, its plan).
    public static func outcome(_ corpus: AnalyzeWorkloads.Corpus, output: Output, useCache: Bool) async throws -> MockOutcome {
        let request = MockRequest(project: corpus.root, style: .seed, destination: output.destination, useCache: useCache)
        do {
            return try await MockPipeline.run(request, settings: MockPipeline.Settings(conventions: Presets.contract))
        } catch {
            throw Workloads.Failure("mock: \(error.issues.prefix(3))")
        }
    }

    /// One protocol of the corpus's first file edited (a requirement added to its repository
    /// protocol): the file's path, its text as generated and as edited.
    public static func edit(in corpus: AnalyzeWorkloads.Corpus) throws -> (path: String, original: String, edited: String) {
        let path = corpus.files[0]
        let original = try String(contentsOfFile: path, encoding: .utf8)
        guard let range = original.range(of: "Repository"), let open = original[range.upperBound...].firstIndex(of: "{") else {
            throw Workloads.Failure("no repository protocol in \(path)")
        }
        let edited = original[...open] + "\n    func benchmarkEdit(count: Int) async throws -> [String]" + original[original.index(after: open)...]
        return (path, original, String(edited))
    }

    /// The corpus as before any run: no mocks, no manifest, no cache.
    public static func reset(_ corpus: AnalyzeWorkloads.Corpus) {
        Workloads.remove(corpus.root.appendingPathComponent("Generated"))
        Workloads.remove(corpus.root.appendingPathComponent(".strata"))
    }
}
