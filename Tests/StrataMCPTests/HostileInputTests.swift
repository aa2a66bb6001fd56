import Foundation
import MCP
import Testing

/// Requests that try to leave the project, or are not what the schema says: each is refused with a
/// clear message, and nothing is written anywhere.
@Suite("MCP hostile inputs")
struct HostileInputTests {
    /// A project with a symbolic link pointing outside it, and a file outside to point at.
    static func setUp(_ name: String) async throws -> (TestProject, MCPHarness) {
        let project = try TestProject(name)
        try FileManager.default.createDirectory(at: project.outside, withIntermediateDirectories: true)
        try "feature: Outside\nentities:\n  Thing:\n    properties: { name: String }\nuseCases: [GetThing]\n"
            .write(to: project.outside.appendingPathComponent("Outside.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: project.url.appendingPathComponent("Escape"), withDestinationURL: project.outside)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Linked.yml"), withDestinationURL: project.outside.appendingPathComponent("Outside.yml"))
        return (project, try await MCPHarness.start(project: project.url))
    }

    @Test func pathsLeavingTheProjectAreRefusedAndNothingIsWritten() async throws {
        let (project, harness) = try await Self.setUp("hostile-paths")
        defer { project.cleanUp() }
        defer { Task { await harness.stop() } }
        let before = project.snapshot()

        let cases: [(arguments: [String: Value], expected: String)] = [
            (["example": "workouts", "output": "../x", "write": true], "'..' component"),
            (["example": "workouts", "output": "/etc", "write": true], "absolute path outside the project root"),
            (["example": "workouts", "output": .string(project.outside.path), "write": true], "absolute path outside the project root"),
            (["example": "workouts", "output": "Escape", "write": true], "outside the project root, through a symbolic link"),
            (["example": "workouts", "output": "Escape/Deeper", "write": true], "outside the project root, through a symbolic link"),
            (["example": "workouts", "output": "~/x", "write": true], "'~'"),
            (["example": "workouts", "output": "ok/../../x", "write": true], "'..' component"),
            (["example": "workouts", "designDocument": "../DESIGN.md", "write": true], "would escape or misuse the output folder"),
            (["example": "workouts", "designDocument": "/tmp/DESIGN.md", "write": true], "would escape or misuse the output folder"),
            (["specPath": "/etc/passwd"], "absolute path outside the project root"),
            (["specPath": "../outside/Outside.yml"], "'..' component"),
            (["specPath": "Linked.yml", "write": true], "through a symbolic link"),
            (["specPath": "Escape/Outside.yml", "write": true], "through a symbolic link"),
        ]
        for (arguments, expected) in cases {
            let text = try await harness.failure("generate", arguments)
            #expect(text.contains(expected), "\(arguments): \(text)")
        }
        // Generated files inside a folder that is a link out of the output folder are refused by the plan.
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: project.url.appendingPathComponent("App/Sources"), withDestinationURL: project.outside)
        let inner = try await harness.failure("generate", ["example": "workouts", "output": "App", "write": true])
        #expect(inner.contains("symbolic link"), "\(inner)")
        var after = project.snapshot()
        after["/project/App"] = nil
        after["/project/App/Sources"] = nil
        #expect(after == before, "nothing was written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.outside.path) == ["Outside.yml"])
    }

    @Test func malformedArgumentsAreJSONRPCErrors() async throws {
        let (project, harness) = try await Self.setUp("hostile-arguments")
        defer { project.cleanUp() }
        defer { Task { await harness.stop() } }
        let before = project.snapshot()

        let huge = String(repeating: "A", count: 2_000_000)
        let cases: [(tool: String, arguments: [String: Value], expected: String)] = [
            ("generate", ["spec": 42], "`spec` must be a string, not a number"),
            ("generate", ["example": "workouts", "output": ["a", "b"]], "`output` must be a string, not an array"),
            ("generate", ["example": "workouts", "write": "yes"], "`write` must be true or false, not a string"),
            ("generate", ["example": "workouts", "write": ["nested": ["deeper": true]]], "`write` must be true or false, not an object"),
            ("generate", ["example": "workouts", "rm": "-rf"], "unknown argument `rm`"),
            ("generate", ["spec": .string(huge)], "over the limit"),
            ("generate", ["example": "workouts", "output": .string(huge)], "over the limit"),
            ("generate", [:], "give the spec"),
            ("generate", ["example": "workouts", "spec": "feature: X"], "not several"),
            ("generate", ["example": "nope"], "unknown example"),
            ("generate", ["example": "workouts", "preset": "baroque"], "unknown preset"),
            ("explain_rule", [:], "`rule` is required"),
            ("explain_rule", ["rule": .null], "`rule` is required"),
            ("explain_rule", ["rule": 3.5], "must be a string"),
            ("lint", ["rules": "dto-boundary"], "must be an array of strings"),
            ("lint", ["rules": [1, 2]], "`rules[0]` must be a string"),
            ("lint", ["rules": .array(Array(repeating: "dto-boundary", count: 1_001))], "1001 items, over the limit"),
            ("analyze", ["format": "pdf"], "must be one of `markdown`, `json`"),
            ("conventions", ["source": "guess"], "must be one of"),
            ("add_property", ["entity": "Chore", "properties": "title"], "must be an array of objects"),
            ("add_property", ["entity": "Chore", "properties": [["name": "x"]]], "`type` is required"),
            ("add_property", ["entity": "Chore", "properties": [["name": "x", "type": "Int", "evil": true]]], "unknown argument `evil`"),
            ("add_property", ["entity": "Chore", "properties": []], "at least one property"),
            ("add_usecase", ["name": "ArchiveChore"], "`repository` is required"),
            ("no_such_tool", [:], "unknown tool `no_such_tool`"),
        ]
        for (tool, arguments, expected) in cases {
            let error = await harness.rejection(tool, arguments)
            #expect(error?.code == -32602, "\(tool) \(arguments.keys.sorted())")
            #expect("\(error.map { "\($0)" } ?? "")".contains(expected), "\(tool) \(arguments.keys.sorted()): \(error.map { "\($0)".prefix(300) } ?? "nil")")
        }
        // The server is still there and answers normally afterwards.
        _ = try await harness.success("explain_rule", ["rule": "dto-boundary"])
        #expect(project.snapshot() == before)
    }
}

@Suite("MCP index cache confinement")
struct CacheConfinementTests {
    @Test func aStrataFolderLinkedOutsideGetsNoCacheWritten() async throws {
        let project = try TestProject("hostile-cache", copying: "LintProjects/shelf")
        defer { project.cleanUp() }
        try FileManager.default.createDirectory(at: project.outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: project.url.appendingPathComponent(".strata"), withDestinationURL: project.outside)
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let (_, first) = try await harness.success("analyze")
        _ = try await harness.success("lint")
        let (_, second) = try await harness.success("analyze")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.outside.path) == [], "nothing written through the link")
        // Still warm, from memory alone.
        #expect(second["index"]?.objectValue?["filesParsed"] == 0)
        #expect(first["fileCount"] == second["fileCount"])
    }
}
