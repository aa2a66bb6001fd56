import Foundation
import MCP
import Testing

/// The server keeps the index in memory between calls and re-reads only what changed.
@Suite("MCP warm index")
struct WarmIndexTests {
    static func seconds(_ result: [String: Value]) -> Double {
        result["index"]?.objectValue?["seconds"]?.doubleValue ?? .nan
    }

    static func count(_ result: [String: Value], _ key: String) -> Int {
        result["index"]?.objectValue?[key]?.intValue ?? -1
    }

    @Test func aSecondAnalyzeParsesNothingAndAnEditParsesOneFile() async throws {
        let project = try TestProject("warm")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        // A generated project: every example, written into one tree.
        for example in ["workouts", "movies", "notifications"] {
            _ = try await harness.success("generate", ["example": .string(example), "write": true, "data": true])
        }
        // Disk cache gone: the first call starts cold, as a fresh server on a fresh checkout would.
        try? FileManager.default.removeItem(at: project.url.appendingPathComponent(".strata/cache"))

        let (_, first) = try await harness.success("analyze")
        let files = Self.count(first, "filesDiscovered")
        #expect(files > 100)
        #expect(Self.count(first, "filesParsed") == files)
        #expect(first["index"]?.objectValue?["warm"] == false)

        let (_, second) = try await harness.success("analyze")
        #expect(Self.count(second, "filesParsed") == 0)
        #expect(Self.count(second, "filesFromCache") == files)
        #expect(second["index"]?.objectValue?["warm"] == true)
        #expect(second["index"]?.objectValue?["classificationReused"] == true)

        // Lint shares the warm index.
        _ = try await harness.success("lint")

        let edited = "Sources/Workouts/Domain/Entities/Workout.swift"
        let original = try #require(project.read(edited))
        try project.write(original + "\nextension Workout { var isLong: Bool { true } }\n", to: edited)
        let (_, third) = try await harness.success("analyze")
        #expect(Self.count(third, "filesParsed") == 1)
        #expect(third["index"]?.objectValue?["classificationReused"] == false)

        print(
            "warm index on \(files) files: first analyze \(String(format: "%.3f", Self.seconds(first))) s, second \(String(format: "%.3f", Self.seconds(second))) s, after one edit \(String(format: "%.3f", Self.seconds(third))) s"
        )
    }
}
