import Foundation
import Testing

@testable import StrataIndex

@Suite("Incremental cache")
struct CacheTests {
    private func run(_ project: TemporaryProject, cache: URL? = nil) async throws -> (SourceIndex, IndexStatistics) {
        var options = IndexOptions()
        if let cache { options.cacheDirectory = cache }
        // Stamps never settle within these tests, so a slow machine cannot turn a warm run into one
        // that upgrades stamps and rewrites the cache; the stamp tests below set their own value.
        options.stampSettleNanoseconds = 3_600 * 1_000_000_000
        return try await Indexer(options: options).indexWithStatistics(root: project.url)
    }

    private func project() throws -> TemporaryProject {
        try TemporaryProject([
            "Sources/A.swift": "/// A.\npublic struct A: Sendable {\n    var x = 1\n    func f(_ y: Int) async throws(E) -> [Int] { [] }\n}\n",
            "Sources/B.swift": "enum B: String { case one = \"1\", two }\n",
            "Sources/C.swift": "import Foundation\n// MARK: - C\nactor C {}\n",
        ])
    }

    @Test func secondRunComesFromTheCacheAndEqualsTheFirst() async throws {
        let project = try project()
        let (first, coldStatistics) = try await run(project)
        #expect(coldStatistics.filesParsed == 3 && coldStatistics.filesFromCache == 0)
        #expect(coldStatistics.cacheWritten)
        #expect(FileManager.default.fileExists(atPath: project.path + "/.strata/cache/" + CacheFile.fileName))

        let (second, warmStatistics) = try await run(project)
        #expect(warmStatistics.filesParsed == 0 && warmStatistics.filesFromCache == 3)
        #expect(warmStatistics.cacheEntriesLoaded == 3)
        #expect(!warmStatistics.cacheWritten)  // nothing changed, nothing written
        #expect(second == first)
    }

    @Test func changingOneFileReparsesOnlyThatFile() async throws {
        let project = try project()
        _ = try await run(project)
        try project.write("Sources/B.swift", "enum B { case changed }\n")
        try project.write("Sources/D.swift", "struct D {}\n")
        try project.remove("Sources/C.swift")
        let (index, statistics) = try await run(project)
        #expect(statistics.filesParsed == 2 && statistics.filesFromCache == 1)
        #expect(statistics.cacheWritten)
        #expect(index.files.map(\.path) == ["Sources/A.swift", "Sources/B.swift", "Sources/D.swift"])
        #expect(index.files[1].declarations.first?.members.map(\.name) == ["changed"])
        let (_, third) = try await run(project)
        #expect(third.filesFromCache == 3 && third.cacheEntriesLoaded == 3)  // the removed file left the cache too
        #expect(!third.cacheWritten)
    }

    @Test func unchangedFilesAreNotEvenReadOnceTheirStampIsTrusted() async throws {
        let project = try project()
        var options = IndexOptions()
        options.stampSettleNanoseconds = 0  // trust stamps at once instead of after 2 s
        let indexer = Indexer(options: options)
        let (first, _) = try await indexer.indexWithStatistics(root: project.url)

        let (second, warm) = try await indexer.indexWithStatistics(root: project.url)
        #expect(warm.filesTrustedByStamp == 3 && warm.bytesRead == 0)
        #expect(second == first)

        // Same size, new content: the change time gives it away even with the old modification time.
        try await Task.sleep(for: .milliseconds(20))  // past the file system's timestamp tick
        let path = project.path + "/Sources/B.swift"
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
        try project.write("Sources/B.swift", "enum X: String { case one = \"1\", two }\n")
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: path)
        let (third, changed) = try await indexer.indexWithStatistics(root: project.url)
        #expect(changed.filesParsed == 1 && changed.filesTrustedByStamp == 2)
        #expect(third.files[1].declarations.first?.name == "X")

        // Touched but not changed: read and hashed once, then trusted again.
        try await Task.sleep(for: .milliseconds(20))
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: project.path + "/Sources/A.swift")
        let (_, touched) = try await indexer.indexWithStatistics(root: project.url)
        #expect(touched.filesParsed == 0 && touched.filesTrustedByStamp == 2 && touched.cacheWritten)
        let (_, settled) = try await indexer.indexWithStatistics(root: project.url)
        #expect(settled.filesTrustedByStamp == 3 && !settled.cacheWritten)
    }

    @Test func freshStampsAreNotTrusted() async throws {
        let project = try project()
        var options = IndexOptions()
        options.stampSettleNanoseconds = 3_600 * 1_000_000_000  // every file counts as just changed
        _ = try await Indexer(options: options).index(root: project.url)
        let (_, warm) = try await Indexer(options: options).indexWithStatistics(root: project.url)  // read and hashed
        #expect(warm.filesFromCache == 3 && warm.filesTrustedByStamp == 0 && warm.bytesRead > 0)
    }

    @Test(arguments: ["truncate", "garbage", "version", "flip", "empty"])
    func damagedCachesAreIgnoredAndRebuilt(damage: String) async throws {
        let project = try project()
        let (first, _) = try await run(project)
        let file = project.path + "/.strata/cache/" + CacheFile.fileName
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        switch damage {
        case "truncate": bytes = Array(bytes.prefix(bytes.count - 7))
        case "garbage": bytes = Array("not a cache at all".utf8)
        case "version": bytes[8] = 99  // the schema version follows the 8-byte magic
        case "flip": bytes[bytes.count - 3] ^= 0xFF  // inside the last payload: its checksum fails
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let (second, statistics) = try await run(project)
        #expect(second == first)
        #expect(statistics.filesParsed >= 1)
        #expect(statistics.cacheWritten)
        let (_, healed) = try await run(project)
        #expect(healed.filesFromCache == 3)
    }

    @Test func unwritableCacheIsOnlyAStatistic() async throws {
        let project = try project()
        try project.write("blocker", "a file where the cache folder should be")
        let (index, statistics) = try await run(project, cache: project.url.appendingPathComponent("blocker/cache"))
        #expect(index.files.count == 3)
        #expect(index.problems.isEmpty)
        #expect(statistics.cacheWriteFailed && !statistics.cacheWritten)
    }

    @Test func relativeAndAbsoluteCacheDirectories() async throws {
        let project = try project()
        let elsewhere = try TemporaryProject()
        _ = try await run(project, cache: elsewhere.url.appendingPathComponent("c"))
        #expect(FileManager.default.fileExists(atPath: elsewhere.path + "/c/" + CacheFile.fileName))
        _ = try await run(project, cache: URL(string: "custom/cache"))
        #expect(FileManager.default.fileExists(atPath: project.path + "/custom/cache/" + CacheFile.fileName))
    }

    @Test func binaryFormatRoundTripsOddStrings() throws {
        let odd = ["", "ü∑😀", "line\nbreak\r\n", "\0nul", String(repeating: "x", count: 70_000), "\"quoted\" \\ back"]
        var declarations: [Declaration] = []
        for (index, text) in odd.enumerated() {
            let member = Member(
                kind: Member.Kind.allCases[index % Member.Kind.allCases.count], name: text, isStatic: true, isMutable: index.isMultiple(of: 2),
                type: text, parameters: [MemberParameter(label: text, name: "_", type: text, hasDefault: true)], isAsync: true,
                throwsClause: "throws(\(text))", accessLevel: nil, attributes: [text, "MainActor"], hasInitializer: true,
                isComputed: false, rawValue: text, line: Int.max, bodyLineCount: -5, accessors: ["get", text],
                precedingMark: text, docComment: nil
            )
            declarations.append(
                Declaration(
                    kind: Declaration.Kind.allCases[index % Declaration.Kind.allCases.count], name: text, accessLevel: text,
                    isFinal: true, attributes: [text], inheritedTypes: [text, text], isGeneric: true, members: [member, member],
                    precedingMark: nil, docComment: text, line: 0, column: Int.min, endLine: 1 << 40, aliasedType: text))
        }
        let summary = FileSummary(
            path: "p/ü.swift", contentHash: "fnv1a64:0123456789abcdef", lineCount: 12,
            imports: [ImportFact(module: "Foundation", isTestable: true, line: 1)], declarations: declarations, syntaxErrorCount: 3,
            style: StyleFacts(tabIndentedLines: 1, spaceIndentWidth: 4, spaceIndentedLines: 2, headerComment: odd[2], markComments: odd))
        let payload = SummaryCoding.encode(summary)
        let decoded = try payload.withUnsafeBytes { try SummaryCoding.decode($0, path: summary.path, contentHash: summary.contentHash) }
        #expect(decoded == summary)

        // Every prefix of the payload is rejected without trapping.
        for length in stride(from: 0, to: payload.count, by: max(1, payload.count / 500)) {
            let prefix = Array(payload.prefix(length))
            #expect(throws: CacheCorruption.self) {
                try prefix.withUnsafeBytes { _ = try SummaryCoding.decode($0, path: "", contentHash: "") }
            }
        }
    }

    @Test func cacheFileRoundTrip() throws {
        let records = (0..<5).map { index in
            CacheRecord(
                path: "F\(index).swift", contentHash: "fnv1a64:\(index)",
                stamp: index.isMultiple(of: 2) ? FileStamp(size: Int64(index), modified: -1, changed: .max, inode: .max) : nil,
                checksum: UInt64(index), payload: [UInt8](repeating: UInt8(index), count: index)[...])
        }
        let parsed = try CacheFile.parse(CacheFile.serialize(records))
        #expect(parsed.map(\.path) == records.map(\.path))
        #expect(parsed.map(\.stamp) == records.map(\.stamp))
        #expect(parsed.map(\.checksum) == records.map(\.checksum))
        #expect(parsed[3].payload.elementsEqual([3, 3, 3]))
        #expect(throws: CacheCorruption.self) { try CacheFile.parse(Array(CacheFile.serialize(records).dropLast())) }
    }

    @Test func payloadChecksumSeesEverySingleBitFlip() {
        for size in [0, 1, 7, 8, 9, 64, 301] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let original = bytes.withUnsafeBytes(ContentHasher.checksum)
            for index in bytes.indices {
                for bit in 0..<8 {
                    var flipped = bytes
                    flipped[index] ^= 1 << bit
                    #expect(flipped.withUnsafeBytes(ContentHasher.checksum) != original)
                }
            }
            #expect((bytes + [0]).withUnsafeBytes(ContentHasher.checksum) != original)  // length counts too
        }
    }

    /// The index's own content hash: pinned values, so a change of algorithm is a decision (and a
    /// cache schema bump), not an accident; the same bytes hash the same from a buffer and from text.
    @Test func contentHashIsTheIndexFormat() {
        let a = Indexer.summarize(source: "a", path: "a.swift").contentHash
        #expect(a == "fnv64w:af63dc4c8601ec8d")
        #expect(Indexer.summarize(source: "", path: "e.swift").contentHash == "fnv64w:cbf29ce484222325")
        #expect(a.hasPrefix("fnv64w:") && a.count == 23)
        #expect(a == FileSummary.contentHash(of: "a"))
        #expect(Indexer.summarize(source: "", path: "e.swift").contentHash == FileSummary.contentHash(of: ""))
        let long = String(repeating: "struct Ü {}\n", count: 301)
        #expect(Indexer.summarize(source: long, path: "l.swift").contentHash == FileSummary.contentHash(of: long))
        #expect(FileSummary.contentHash(of: long) != FileSummary.contentHash(of: long + " "))
        #expect(FileSummary.contentHash(of: "ab") != FileSummary.contentHash(of: "ba"))
    }
}
