import Foundation
import Testing

@testable import StrataIndex

/// A long-lived process keeps the summaries in memory: no cache file is decoded, and unchanged
/// files cost a stat.
@Suite("Index memory")
struct IndexMemoryTests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject([
            "Sources/A.swift": "struct A { var x = 1 }\n",
            "Sources/B.swift": "enum B { case one }\n",
        ])
    }

    private func indexer(memory: IndexMemory, cache: Bool) -> Indexer {
        var options = IndexOptions()
        options.memory = memory
        if !cache { options.cacheDirectory = nil }
        options.stampSettleNanoseconds = 0  // trust stamps at once
        return Indexer(options: options)
    }

    @Test func aSecondRunTakesEverythingFromMemoryWithoutACacheFile() async throws {
        let project = try project()
        let memory = IndexMemory()
        let indexer = indexer(memory: memory, cache: false)
        let (first, cold) = try await indexer.indexWithStatistics(root: project.url)
        #expect(cold.filesParsed == 2 && memory.fileCount == 2)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/.strata"))

        let (second, warm) = try await indexer.indexWithStatistics(root: project.url)
        #expect(warm.filesParsed == 0 && warm.filesTrustedByStamp == 2 && warm.bytesRead == 0)
        #expect(second == first)

        try await Task.sleep(for: .milliseconds(20))
        try project.write("Sources/B.swift", "enum B { case one, two }\n")
        try project.write("Sources/C.swift", "struct C {}\n")
        let (third, changed) = try await indexer.indexWithStatistics(root: project.url)
        #expect(changed.filesParsed == 2 && changed.filesTrustedByStamp == 1)
        #expect(third.files.map(\.path) == ["Sources/A.swift", "Sources/B.swift", "Sources/C.swift"])
        #expect(memory.fileCount == 3)
    }

    @Test func memoryReplacesTheCacheFileButTheFileIsStillWritten() async throws {
        let project = try project()
        let memory = IndexMemory()
        let indexer = indexer(memory: memory, cache: true)
        _ = try await indexer.indexWithStatistics(root: project.url)
        #expect(FileManager.default.fileExists(atPath: project.path + "/.strata/cache/" + CacheFile.fileName))
        let (_, warm) = try await indexer.indexWithStatistics(root: project.url)
        #expect(warm.filesParsed == 0 && warm.cacheEntriesLoaded == 2 && !warm.cacheWritten)
        // Another root starts from its own cache, not from this memory.
        let other = try TemporaryProject(["X.swift": "struct X {}\n"])
        let (index, statistics) = try await indexer.indexWithStatistics(root: other.url)
        #expect(statistics.filesParsed == 1 && index.files.map(\.path) == ["X.swift"])
    }
}
