import Foundation
import MCP
import Testing

@Suite("MCP generate")
struct GenerateToolTests {
    static let spec = """
        feature: Tasks
        entities:
          Chore:
            properties: { title: String, done: { type: Bool, var: true } }
        useCases: [GetChore, CreateChore]
        """

    @Test func aDryRunReturnsThePlanAndDiffsAndWritesNothing() async throws {
        let project = try TestProject("generate-dry")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let before = project.snapshot()
        let (text, result) = try await harness.success("generate", ["spec": .string(Self.spec), "output": "App"])
        #expect(result["written"] == false)
        #expect(result["output"] == "App")
        #expect(result["feature"] == "Tasks")
        let files = result["files"]?.arrayValue?.compactMap(\.objectValue) ?? []
        #expect(files.count > 5)
        #expect(files.allSatisfy { $0["action"] == "create" })
        let diff = try #require(result["diff"]?.stringValue)
        #expect(diff.contains("+++ "))
        #expect(diff.contains("struct Chore"))
        #expect(text.contains("dry run"))
        #expect(project.snapshot() == before, "a dry run writes nothing")
    }

    @Test func writeWritesEverythingAndASecondRunChangesNothing() async throws {
        let project = try TestProject("generate-write")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        try project.write(Self.spec, to: "Specs/Tasks.yml")
        let arguments: [String: Value] = ["specPath": "Specs/Tasks.yml", "preset": "contract", "write": true]
        let (_, first) = try await harness.success("generate", arguments)
        #expect(first["written"] == true)
        let created = first["files"]?.arrayValue?.compactMap { $0.objectValue?["path"]?.stringValue } ?? []
        #expect(!created.isEmpty)
        for path in created {
            #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(path).path), "\(path)")
        }
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(".strata/manifest.json").path))

        let snapshot = project.snapshot()
        let (_, second) = try await harness.success("generate", arguments)
        #expect(second["counts"] == .object(["unchanged": .int(created.count)]))
        #expect(second["diff"] == "")
        #expect(project.snapshot() == snapshot)

        // A file edited by hand is kept, and said so, unless force.
        let edited = try #require(created.first { $0.hasSuffix("Chore.swift") })
        try project.write("// mine\n", to: edited)
        let (_, third) = try await harness.success("generate", arguments)
        let actions = Dictionary(
            uniqueKeysWithValues: (third["files"]?.arrayValue ?? []).compactMap { file -> (String, String)? in
                guard let path = file.objectValue?["path"]?.stringValue, let action = file.objectValue?["action"]?.stringValue else { return nil }
                return (path, action)
            })
        #expect(actions[edited] == "keep-edited")
        #expect(project.read(edited) == "// mine\n")
        let (_, forced) = try await harness.success("generate", arguments.merging(["force": true]) { _, new in new })
        #expect(forced["counts"]?.objectValue?["overwrite-edited"] == 1)
        #expect(project.read(edited) != "// mine\n")
    }

    @Test func specErrorsComeWithTheirPosition() async throws {
        let project = try TestProject("generate-bad-spec")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let text = try await harness.failure("generate", ["spec": "feature: Tasks\nentities:\n  Chore:\n    properties: { title: Strin }\n"])
        #expect(text.contains("<inline spec>:4:"), "\(text)")
        try project.write("feature: [oops\n", to: "Bad.yml")
        let fromFile = try await harness.failure("generate", ["specPath": "Bad.yml"])
        #expect(fromFile.contains("Bad.yml:"), "\(fromFile)")
        let missing = try await harness.failure("generate", ["specPath": "Nope.yml"])
        #expect(missing.contains("no spec file there"), "\(missing)")
    }
}
