import Foundation
import StrataIndex
import StrataModel
import Testing

@testable import StrataMock

/// Golden files: the mocks of the fixture library (`Tests/Fixtures/Mocks`) in every style, checked in
/// under `Golden/<style>/`. The end-to-end suite compiles and exercises the same mocks; these make
/// every change to them a reviewable diff.
///
/// Regenerate after an intended change with:
///   STRATA_RECORD_GOLDEN=1 swift test --filter StrataMockTests.GoldenTests
/// then review `git diff Tests/StrataMockTests/Golden`.
@Suite("Mock golden files")
struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Mocks/Sources/MockFixtures")
    static let recording = ProcessInfo.processInfo.environment["STRATA_RECORD_GOLDEN"] != nil

    /// The fixture library's files, relative to the library.
    static func sources() throws -> [String: String] {
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: library.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: library.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    @Test("Mocks match the golden files", arguments: MockStyle.allCases)
    func matchesGolden(style: MockStyle) async throws {
        let sources = try Self.sources()
        let files = await MockTestSupport.plan(sources, style: style, destination: .folder("Mocks"), extraImports: ["MockFixtures"])
        #expect(files.issues.isEmpty, "\(files.issues)")
        let directory = Self.root.appendingPathComponent(style.rawValue)
        if Self.recording {
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files.mocks {
                try file.contents.write(to: directory.appendingPathComponent(Self.fileName(file.path)), atomically: true, encoding: .utf8)
            }
            return
        }
        let expected = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        let generated = Set(files.mocks.map { Self.fileName($0.path) })
        #expect(expected == generated, "the set of mocks changed (re-record with STRATA_RECORD_GOLDEN=1 if intended)")
        for file in files.mocks where expected.contains(Self.fileName(file.path)) {
            let golden = try String(contentsOf: directory.appendingPathComponent(Self.fileName(file.path)), encoding: .utf8)
            #expect(golden == file.contents, "\(style.rawValue)/\(Self.fileName(file.path)) differs from its golden file")
        }
    }

    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
}
