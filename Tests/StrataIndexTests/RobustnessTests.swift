import Foundation
import StrataCorpus
import Testing

@testable import StrataIndex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Robustness")
struct RobustnessTests {
    @Test func unreadableInputsBecomeProblemsAndTheRestIsIndexed() async throws {
        let project = try TemporaryProject(["Good.swift": "struct Good {}", "Big.swift": String(repeating: "// padding\n", count: 200)])
        try project.write("Latin1.swift", bytes: Array("let café = 1".utf8.prefix(8)) + [0xE9, 0x0A])  // ISO-8859-1 é
        try project.write("Truncated.swift", bytes: [0x61, 0xE2, 0x82])  // cut inside a UTF-8 sequence
        #expect(mkfifo(project.path + "/Pipe.swift", 0o644) == 0)  // reading a FIFO would block
        var options = IndexOptions.noCache
        options.maxFileBytes = 1_000
        let index = try await Indexer(options: options).index(root: project.url)
        #expect(index.files.map(\.path) == ["Good.swift"])
        let messages = Dictionary(index.problems.map { ($0.location?.file ?? "", $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(messages["Latin1.swift"]?.contains("UTF-8") == true)
        #expect(messages["Truncated.swift"]?.contains("UTF-8") == true)
        #expect(messages["Big.swift"]?.contains("2200 bytes") == true)
        // It names only what users can do: `exclude:` it or split it (the limit is no setting of theirs).
        #expect(messages["Big.swift"]?.contains("`exclude:`") == true)
        #expect(messages["Big.swift"]?.contains("maxFileBytes") == false)
        #expect(index.problems.allSatisfy { $0.severity == .warning })
        #expect(index.problems.count == 3)
    }

    @Test(arguments: [0, -5, Int.min])
    func degenerateSizeLimits(limit: Int) async throws {
        let project = try TemporaryProject(["Empty.swift": "", "One.swift": "struct One {}"])
        var options = IndexOptions.noCache
        options.maxFileBytes = limit
        options.concurrency = limit  // nonsense concurrency falls back to one worker
        let index = try await Indexer(options: options).index(root: project.url)
        #expect(index.files.map(\.path) == ["Empty.swift"])
        #expect(index.problems.map { $0.location?.file } == ["One.swift"])
    }

    @Test func unreadableFile() async throws {
        let processor = FileProcessor(rootPath: "/nonexistent-strata-root", maxFileBytes: 100, cache: nil)
        var buffer: [UInt8] = []
        let outcome = processor.process(DiscoveredFile(path: "Gone.swift"), buffer: &buffer)
        #expect(outcome.summary == nil)
        #expect(outcome.problem?.message.contains("cannot read") == true)
        #expect(outcome.problem?.location?.file == "Gone.swift")

        guard geteuid() != 0 else { return }  // root reads anything; permissions cannot be tested
        let project = try TemporaryProject(["Locked.swift": "struct Locked {}"])
        #expect(chmod(project.path + "/Locked.swift", 0) == 0)
        let index = try await Indexer(options: .noCache).index(root: project.url)
        #expect(index.files.isEmpty)
        #expect(index.problems.first?.message.contains("cannot read") == true)
    }

    @Test func utf8Validation() {
        let cases: [([UInt8], Bool)] = [
            ([], true), (Array("plain ascii".utf8), true), (Array("ü😀€".utf8), true), ([0xC0, 0xAF], false), ([0xE0, 0x80, 0xAF], false),
            ([0xED, 0xA0, 0x80], false), ([0xF4, 0x90, 0x80, 0x80], false), ([0xF0, 0x9F, 0x98], false), ([0x80], false), ([0xFF], false),
        ]
        for (bytes, expected) in cases {
            #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == expected, "\(bytes)")
        }
    }

    @Test func parallelOutputIsDeterministic() async throws {
        let project = try TemporaryProject()
        var generator = CorpusGenerator(seed: 7)
        try generator.write(lines: 2_000, to: project.url)
        var serial = IndexOptions.noCache
        serial.concurrency = 1
        var parallel = IndexOptions.noCache
        parallel.concurrency = 4
        let one = try await Indexer(options: serial).index(root: project.url)
        let many = try await Indexer(options: parallel).index(root: project.url)
        #expect(one == many)
        #expect(one.files.map(\.path) == one.files.map(\.path).sorted())
        #expect(one.files.count > 20)
    }

    @Test func generatedCorpusParsesCleanly() async throws {
        var generator = CorpusGenerator(seed: 1)
        let files = generator.files(lines: 3_000)
        for file in files {
            let summary = Indexer.summarize(source: file.contents, path: file.path)
            #expect(summary.syntaxErrorCount == 0, "\(file.path)")
            #expect(!summary.declarations.isEmpty, "\(file.path)")
        }
        var again = CorpusGenerator(seed: 1)
        #expect(again.files(lines: 3_000).map(\.contents) == files.map(\.contents))
    }
}
