import Foundation
import StrataModel
import StrataWorkspace
import Testing

@testable import StrataMock

/// `strata mock` with its caches (`mock-results.cache`, `mock-renders.cache`) gives what a cold run
/// gives, after every kind of change: two copies of one project receive the same edits; one is
/// mocked with the caches, the other without; their mocks, plans, reports and messages must match,
/// and the cached run must have taken the path the change allows.
@Suite("Cached mock runs")
struct CachedMockRunTests {
    static let sources = [
        "Sources/Domain/UserRepository.swift": """
        import Foundation

        /// Users.
        protocol UserRepository: Sendable {
            func user(id: Int) async throws -> String
            var count: Int { get }
        }
        """,
        "Sources/Domain/OrderRepository.swift": "protocol OrderRepository: Store {\n    func order(id: Int) async throws -> Int\n}\n",
        "Sources/Domain/Store.swift": "protocol Store: Sendable {\n    func reset() async\n}\n",
        "Sources/Domain/Clock.swift": "protocol Clock {\n    func now() -> Double\n}\n",
    ]
    static let mocks = "Tests/DomainTests/Mocks"

    /// The same project twice: `cached` is mocked with the caches, `cold` without.
    struct Pair {
        let cached: ProjectOnDisk
        let cold: ProjectOnDisk

        init(_ files: [String: String] = CachedMockRunTests.sources) throws {
            cached = try ProjectOnDisk(files)
            cold = try ProjectOnDisk(files)
        }

        func write(_ files: [String: String]) throws {
            try cached.write(files)
            try cold.write(files)
        }

        func remove(_ path: String) throws {
            try cached.remove(path)
            try cold.remove(path)
        }

        func cleanUp() {
            cached.cleanUp()
            cold.cleanUp()
        }
    }

    /// What a user sees of a run: every file under the mocks' folder (or the single file), the
    /// plan's actions, the report and every message.
    struct Seen: Equatable {
        var files: [String: String]
        var plan: [String]
        var report: [String]
        var warnings: [String]
        var header: String

        init(_ outcome: MockOutcome, project: ProjectOnDisk) throws {
            var files: [String: String] = [:]
            let root = project.url.appendingPathComponent("Tests")
            if let walker = FileManager.default.enumerator(atPath: root.path) {
                for case let path as String in walker where path.hasSuffix(".swift") {
                    files[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                }
            }
            self.files = files
            plan = outcome.plan.entries.map { "\($0.path) \($0.action) \($0.newContents.count) \($0.diff)" }
            report =
                outcome.report.map { report in
                    [report.created, report.updated, report.overwritten, report.unchanged, report.deleted, report.merged, report.skipped.map(\.path)].map {
                        $0.joined(separator: ",")
                    }
                } ?? []
            warnings = outcome.warnings.map(\.description)
            header =
                "\(outcome.protocols) \(outcome.selection) \(outcome.style) \(outcome.styleReason) \(outcome.conventionsInferred) "
                + "\(outcome.foreignMocks) \(outcome.keptStaleMocks) \(outcome.outOfDate.map(\.path)) \(outcome.plan.recovery.isEmpty)"
        }
    }

    static func run(
        _ project: ProjectOnDisk, useCache: Bool, style: MockStyle = .seed, destination: MockDestination = .folder(mocks), mode: MockRequest.Mode = .write
    ) async throws -> MockOutcome {
        try await MockPipeline.run(
            MockRequest(project: project.url, style: style, destination: destination, mode: mode, useCache: useCache),
            settings: MockPipeline.Settings(conventions: Presets.contract))
    }

    /// Runs both copies and checks they show the same; returns the cached run's use of its caches.
    @discardableResult
    static func same(
        _ pair: Pair, style: MockStyle = .seed, destination: MockDestination = .folder(mocks), mode: MockRequest.Mode = .write,
        _ comment: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> MockCacheUse {
        let cached = try await run(pair.cached, useCache: true, style: style, destination: destination, mode: mode)
        let cold = try await run(pair.cold, useCache: false, style: style, destination: destination, mode: mode)
        let seenCached = try Seen(cached, project: pair.cached), seenCold = try Seen(cold, project: pair.cold)
        #expect(seenCached.files == seenCold.files, comment, sourceLocation: sourceLocation)
        #expect(seenCached.plan == seenCold.plan, comment, sourceLocation: sourceLocation)
        #expect(seenCached.report == seenCold.report, comment, sourceLocation: sourceLocation)
        #expect(seenCached.warnings == seenCold.warnings, comment, sourceLocation: sourceLocation)
        #expect(seenCached.header == seenCold.header, comment, sourceLocation: sourceLocation)
        #expect(cold.cacheUse == .none, sourceLocation: sourceLocation)
        return cached.cacheUse
    }

    @Test func everyChangeGivesTheColdMocks() async throws {
        // Selected by role: the three repositories and stores; `Clock` is not a mocked role.
        let pair = try Pair()
        defer { pair.cleanUp() }
        #expect(try await Self.same(pair, "first run") == .reused(mocks: 0, rendered: 3))
        #expect(try await Self.same(pair, "nothing changed") == .replayed)
        #expect(try await Self.same(pair, mode: .check, "a check with nothing changed") == .replayed)

        try pair.write([
            "Sources/Domain/UserRepository.swift": "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n    func delete(id: Int) async\n}\n"
        ])
        #expect(try await Self.same(pair, "a requirement added to one protocol") == .reused(mocks: 2, rendered: 1))
        #expect(try await Self.same(pair, "nothing changed after the edit") == .replayed)

        try pair.write(["Sources/Domain/Clock.swift": "protocol Clock {\n    func now() -> Double\n    func today() -> Int\n}\n"])
        #expect(try await Self.same(pair, "a protocol no mock depends on edited") == .reused(mocks: 3, rendered: 0))

        // An ancestor in another file: the mock that inherits its requirements is rendered again.
        try pair.write(["Sources/Domain/Store.swift": "protocol Store: Sendable {\n    func reset() async\n    func flush() throws\n}\n"])
        #expect(try await Self.same(pair, "an inherited protocol edited") == .reused(mocks: 1, rendered: 2))

        try pair.remove("Sources/Domain/UserRepository.swift")
        try pair.write(["Sources/Domain/AccountRepository.swift": "protocol AccountRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n"])
        #expect(try await Self.same(pair, "a protocol renamed (and moved)") == .reused(mocks: 2, rendered: 1))

        try pair.remove("Sources/Domain/AccountRepository.swift")
        #expect(try await Self.same(pair, "a file deleted") == .reused(mocks: 2, rendered: 0))

        try pair.write(["Sources/Domain/PaymentRepository.swift": "protocol PaymentRepository: Sendable {\n    func pay(_ amount: Int, to account: String) async throws\n}\n"])
        #expect(try await Self.same(pair, "a file added") == .reused(mocks: 2, rendered: 1))

        #expect(try await Self.same(pair, style: .handler, "the style changed") == .reused(mocks: 0, rendered: 3))
        #expect(try await Self.same(pair, style: .handler, "nothing changed in the new style") == .replayed)
        #expect(try await Self.same(pair, style: .seed, "back to the first style") == .reused(mocks: 0, rendered: 3))

        // A mock edited by hand: no replay (the mocks are sources the states cover); the edit is kept.
        let orderMock = Self.mocks + "/OrderRepositoryMock.swift"
        for project in [pair.cached, pair.cold] { try project.write([orderMock: try project.read(orderMock) + "// tuned\n"]) }
        #expect(try await Self.same(pair, "a mock edited by hand") == .reused(mocks: 3, rendered: 0))

        // A mock deleted: written again, from the cache.
        try pair.remove(Self.mocks + "/StoreMock.swift")
        #expect(try await Self.same(pair, "a mock deleted") == .reused(mocks: 3, rendered: 0))

        // A typed throw defaults to a value of the error type, declared in another file: declaring
        // it there renders again the mock that names it, and only that one.
        try pair.write(["Sources/Domain/ReportRepository.swift": "protocol ReportRepository: Sendable {\n    func report() async throws(ReportError) -> String\n}\n"])
        #expect(try await Self.same(pair, "a typed throw of an undeclared error") == .reused(mocks: 3, rendered: 1))
        let reportMock = Self.mocks + "/ReportRepositoryMock.swift"
        var versions = [try pair.cached.read(reportMock)]
        try pair.write(["Sources/Domain/ReportError.swift": "enum ReportError: Error {\n    case missing\n}\n"])
        #expect(try await Self.same(pair, "the error type declared") == .reused(mocks: 3, rendered: 1))
        versions.append(try pair.cached.read(reportMock))
        try pair.write(["Sources/Domain/ReportError.swift": "enum ReportError: Error {\n    case failed(reason: String = \"\")\n}\n"])
        #expect(try await Self.same(pair, "the error type's cases changed") == .reused(mocks: 3, rendered: 1))
        versions.append(try pair.cached.read(reportMock))
        #expect(Set(versions).count == 3, "each version of the error type gives the mock another failure value")
    }

    @Test func oneFileOfMocksGivesTheColdFile() async throws {
        let pair = try Pair()
        defer { pair.cleanUp() }
        let single = MockDestination.file("Tests/DomainTests/Mocks.swift")
        #expect(try await Self.same(pair, destination: single, "first run") == .reused(mocks: 0, rendered: 3))
        #expect(try await Self.same(pair, destination: single, "nothing changed") == .replayed)
        try pair.write(["Sources/Domain/UserRepository.swift": "protocol UserRepository: Sendable {\n    func user(id: Int) async throws -> String\n}\n"])
        #expect(try await Self.same(pair, destination: single, "a requirement removed") == .reused(mocks: 2, rendered: 1))
        #expect(try await Self.same(pair, destination: .folder(Self.mocks), "another destination") == .reused(mocks: 3, rendered: 0))
    }

    @Test(arguments: ["truncated", "flipped", "foreign", "empty"])
    func aDamagedCacheIsNoCache(_ damage: String) async throws {
        let pair = try Pair()
        defer { pair.cleanUp() }
        try await Self.same(pair, "first run")
        let cache = pair.cached.url.appendingPathComponent(".strata/cache")
        for name in [MockResultCache.fileName, MockRenderCache.fileName] {
            let file = cache.appendingPathComponent(name)
            var bytes = [UInt8](try Data(contentsOf: file))
            switch damage {
            case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
            case "flipped": bytes[bytes.count - 3] ^= 0x5A
            case "foreign": bytes = Array("STRATALR not a mock cache at all".utf8)
            default: bytes = []
            }
            try Data(bytes).write(to: file)
        }
        try pair.write(["Sources/Domain/Clock.swift": "protocol Clock {\n    func now() -> Double\n    func today() -> Int\n}\n"])
        #expect(try await Self.same(pair, "after the caches were damaged (\(damage))") == .reused(mocks: 0, rendered: 3))
        #expect(try await Self.same(pair, "the caches written again") == .replayed)
    }

    @Test func aRenderedMockDamagedInsideAValidFileIsNeverWritten() async throws {
        // The checksum guards the bodies: a body changed on disk without its checksum is refused.
        let pair = try Pair()
        defer { pair.cleanUp() }
        try await Self.same(pair, "first run")
        let file = pair.cached.url.appendingPathComponent(".strata/cache/" + MockRenderCache.fileName)
        var bytes = [UInt8](try Data(contentsOf: file))
        if let index = bytes.indices.dropFirst(40).first(where: { bytes[$0] == UInt8(ascii: "{") }) { bytes[index] = UInt8(ascii: "}") }
        try Data(bytes).write(to: file)
        try pair.write(["Sources/Domain/Clock.swift": "protocol Clock {\n    func now() -> Double\n    func today() -> Int\n}\n"])
        #expect(try await Self.same(pair, "a body damaged in the cache") == .reused(mocks: 0, rendered: 3))
    }

    @Test func piecesOfEveryMockAreChecksummedOnceEach() async throws {
        let text = "import Foundation\n\n/// Test double for `A`.\nfinal class AMock {}\n\n/// Test double for `B`.\nfinal class BMock {}\n"
        let pieces = MockVerification.split(text, path: "Mocks.swift", pieceBytes: 1)
        #expect(pieces.map(\.text) == ["import Foundation\n\n", "/// Test double for `A`.\nfinal class AMock {}\n\n", "/// Test double for `B`.\nfinal class BMock {}\n"])
        #expect(pieces.map(\.firstLine) == [1, 3, 6])
        #expect(Set(pieces.map(\.checksum)).count == 3)
    }
}
