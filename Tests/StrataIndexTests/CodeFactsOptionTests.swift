import Foundation
import StrataCorpus
import Testing

@testable import StrataIndex

/// `IndexOptions.codeFacts = false` (what `strata analyze` asks for): the same declarations without
/// reading bodies, and a cache that never hands such a summary to a run that needs the bodies.
@Suite("Index without code facts")
struct CodeFactsOptionTests {
    private func run(_ root: URL, codeFacts: Bool, cache: URL? = nil) async throws -> (SourceIndex, IndexStatistics) {
        var options = IndexOptions()
        options.cacheDirectory = cache
        options.codeFacts = codeFacts
        options.stampSettleNanoseconds = 0  // trust stamps at once: the stamp path is checked too
        return try await Indexer(options: options).indexWithStatistics(root: root)
    }

    private static let suppressed = """
        import Foundation

        // strata:disable:next domain-imports -- measured
        struct Loader {
            func load() throws -> [String] {
                do { return try fetch().map(\\.name) } catch { throw LoaderError.failed }
            }
        }
        """

    @Test func declarationsAreTheSameAndBodiesAreNotRead() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-code-facts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = CorpusGenerator(seed: 5)
        try generator.write(lines: 4_000, to: root)
        try Self.suppressed.write(to: root.appendingPathComponent("Loader.swift"), atomically: true, encoding: .utf8)
        try "struct Broken {\n    func f( {\n}\n".write(to: root.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)

        let (full, _) = try await run(root, codeFacts: true)
        let (declarations, _) = try await run(root, codeFacts: false)
        #expect(full.files.count == declarations.files.count && full.files.count > 50)
        for (with, without) in zip(full.files, declarations.files) {
            #expect(with.hasCodeFacts && !without.hasCodeFacts)
            var stripped = with
            stripped.hasCodeFacts = false
            stripped.code = CodeFacts()
            stripped.code.firstSyntaxErrorLine = with.code.firstSyntaxErrorLine
            stripped.code.firstSyntaxErrorColumn = with.code.firstSyntaxErrorColumn
            #expect(without == stripped, "\(with.path)")
        }
        let loader = try #require(full.files.first { $0.path == "Loader.swift" })
        #expect(!loader.code.calls.isEmpty && loader.code.directives.count == 1)  // the full run did read them
        let broken = try #require(declarations.files.first { $0.path == "Broken.swift" })
        #expect(broken.syntaxErrorCount > 0 && broken.code.firstSyntaxErrorLine == 2)  // errors are still placed
    }

    @Test func aCacheWithoutCodeFactsIsParsedAgainWhenTheyAreNeeded() async throws {
        let project = try TemporaryProject(["Sources/Loader.swift": Self.suppressed, "Sources/Plain.swift": "struct Plain {}\n"])
        let cache = project.url.appendingPathComponent(".strata/cache")

        let (_, declarationsOnly) = try await run(project.url, codeFacts: false, cache: cache)
        #expect(declarationsOnly.filesParsed == 2 && declarationsOnly.cacheWritten)
        let (again, warm) = try await run(project.url, codeFacts: false, cache: cache)
        #expect(warm.filesFromCache == 2 && !again.files.contains { $0.hasCodeFacts })

        // Lint after analyze: the entries lack bodies, so every file is parsed, with them, and cached again.
        let (full, upgraded) = try await run(project.url, codeFacts: true, cache: cache)
        #expect(upgraded.filesParsed == 2 && upgraded.filesFromCache == 0 && upgraded.cacheWritten)
        #expect(full.files.allSatisfy { $0.hasCodeFacts })
        #expect(full.files.first { $0.path == "Sources/Loader.swift" }?.code.directives.count == 1)

        // Analyze after lint: the fuller entries serve it as they are.
        let (served, reused) = try await run(project.url, codeFacts: false, cache: cache)
        #expect(reused.filesParsed == 0 && reused.filesFromCache == 2 && !reused.cacheWritten)
        #expect(served.files.allSatisfy { $0.hasCodeFacts })
    }

    @Test func theFlagSurvivesTheCacheEncoding() throws {
        let summary = Indexer.summarize(source: Self.suppressed, path: "Loader.swift")
        for hasCodeFacts in [true, false] {
            var original = summary
            original.hasCodeFacts = hasCodeFacts
            let bytes = SummaryCoding.encode(original)
            let decoded = try bytes.withUnsafeBytes { try SummaryCoding.decode($0, path: original.path, contentHash: original.contentHash) }
            #expect(decoded == original)
        }
    }
}
