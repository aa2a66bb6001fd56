import Foundation
import Testing

@testable import StrataIndex

/// `IndexOptions.styleFacts = false` (what lint asks for): the same summaries without the comments
/// that only convention inference and the reports read, and never a kept summary without them.
@Suite("Index without style facts")
struct StyleFactsOptionTests {
    private static let commented = """
        // Loader.swift
        // Copyright the authors.

        import Foundation

        /// Loads the catalogue.
        struct Loader {
            // MARK: - Loading

            /// Every item, newest first.
            var items: [String] = []

            // MARK: - Errors

            /// Fails when the source is gone.
            func load() throws -> [String] { items }
        }

        /// What can go wrong.
        enum LoaderError: Error {
            /// The source is gone.
            case gone
        }
        """

    private func run(_ root: URL, styleFacts: Bool, cache: URL? = nil, memory: IndexMemory? = nil) async throws -> (SourceIndex, IndexStatistics) {
        var options = IndexOptions()
        options.cacheDirectory = cache
        options.memory = memory
        options.styleFacts = styleFacts
        return try await Indexer(options: options).indexWithStatistics(root: root)
    }

    /// The summary with what `styleFacts = false` leaves out removed.
    private static func withoutStyle(_ summary: FileSummary) -> FileSummary {
        var stripped = summary
        stripped.style.markComments = []
        stripped.style.headerComment = nil
        for index in stripped.declarations.indices {
            stripped.declarations[index].docComment = nil
            stripped.declarations[index].precedingMark = nil
            for member in stripped.declarations[index].members.indices {
                stripped.declarations[index].members[member].docComment = nil
                stripped.declarations[index].members[member].precedingMark = nil
            }
        }
        return stripped
    }

    private static func hasStyle(_ summary: FileSummary) -> Bool {
        summary.style.headerComment != nil && !summary.style.markComments.isEmpty
            && summary.declarations.contains { $0.docComment != nil }
            && summary.declarations.contains { $0.members.contains { $0.docComment != nil && $0.precedingMark != nil } }
    }

    @Test func onlyTheCommentsAreLeftOut() async throws {
        let project = try TemporaryProject(["Sources/Loader.swift": Self.commented, "Sources/Plain.swift": "struct Plain {\n    var a: Int\n}\n"])
        let (full, _) = try await run(project.url, styleFacts: true)
        let (lean, _) = try await run(project.url, styleFacts: false)
        #expect(full.files.count == 2 && lean.files.count == 2)
        let loader = try #require(full.files.first { $0.path == "Sources/Loader.swift" })
        #expect(Self.hasStyle(loader), "the full run reads them")
        for (with, without) in zip(full.files, lean.files) {
            #expect(without == Self.withoutStyle(with), "\(with.path)")
        }
        let leanLoader = try #require(lean.files.first { $0.path == "Sources/Loader.swift" })
        #expect(leanLoader.style.headerComment == nil && leanLoader.style.markComments.isEmpty)
        #expect(!leanLoader.code.calls.isEmpty || !leanLoader.code.typeReferences.isEmpty, "bodies are still read")
    }

    /// A cache written by such a run serves `strata analyze` next: it must hold the comments.
    @Test func aRunWritingTheCacheReadsThemAnyway() async throws {
        let project = try TemporaryProject(["Sources/Loader.swift": Self.commented])
        let cache = project.url.appendingPathComponent(".strata/cache")
        let (written, first) = try await run(project.url, styleFacts: false, cache: cache)
        #expect(first.cacheWritten && written.files.allSatisfy(Self.hasStyle))
        let (served, warm) = try await run(project.url, styleFacts: true, cache: cache)
        #expect(warm.filesFromCache == 1 && warm.filesParsed == 0)
        #expect(served.files.allSatisfy(Self.hasStyle))
    }

    /// The processor's own guard, beneath `Indexer`'s: a summary made without style facts is never
    /// encoded for the cache, even when the processor is asked to write one.
    @Test func aSummaryWithoutStyleFactsIsNeverEncodedForTheCache() throws {
        let project = try TemporaryProject(["Loader.swift": Self.commented])
        var processor = FileProcessor(rootPath: project.path, maxFileBytes: 1 << 20, cache: nil)
        #expect(processor.writesCache)
        processor.styleFacts = false
        var buffer: [UInt8] = []
        let lean = processor.process(DiscoveredFile(path: "Loader.swift"), buffer: &buffer)
        #expect(lean.hasSummary && lean.record == nil && !lean.recordChanged)
        processor.styleFacts = true
        let full = processor.process(DiscoveredFile(path: "Loader.swift"), buffer: &buffer)
        #expect(full.hasSummary && full.record != nil && full.recordChanged)
    }

    /// The MCP server's memory serves later analyze calls the same way.
    @Test func aRunKeptInMemoryReadsThemAnyway() async throws {
        let project = try TemporaryProject(["Sources/Loader.swift": Self.commented])
        let memory = IndexMemory()
        let (kept, _) = try await run(project.url, styleFacts: false, memory: memory)
        #expect(kept.files.allSatisfy(Self.hasStyle))
        let (served, warm) = try await run(project.url, styleFacts: true, memory: memory)
        #expect(warm.filesFromCache == 1 && served.files.allSatisfy(Self.hasStyle))
    }
}
