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
        let request = MockRequest(project: corpus.root, style: .seed, destination: output.destination, useCache: useCache)
        do {
            let outcome = try await MockPipeline.run(request, settings: MockPipeline.Settings(conventions: Presets.contract))
            return (outcome.plan.entries.count, outcome.timings)
        } catch {
            throw Workloads.Failure("mock: \(error.issues.prefix(3))")
        }
    }

    /// The corpus as before any run: no mocks, no manifest, no cache.
    public static func reset(_ corpus: AnalyzeWorkloads.Corpus) {
        Workloads.remove(corpus.root.appendingPathComponent("Generated"))
        Workloads.remove(corpus.root.appendingPathComponent(".strata"))
    }
}
