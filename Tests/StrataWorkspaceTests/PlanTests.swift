import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Plan decisions")
struct PlanTests {
    /// Plans one file and returns its entry. Every case also checks that the one-file decision
    /// (`decision(for:force:)`, asked before a whole plan) agrees with the plan.
    private func entry(_ path: String, _ contents: String, in root: URL, force: Bool = false) throws -> WritePlan.Entry {
        let file = OutputFile(path: path, contents: contents)
        let decided = try Workspace(root: root).decision(for: file, force: force)
        let plan = try Workspace(root: root).plan([file], force: force)
        let entry = try #require(plan.entries.first)
        #expect(decided == entry.action, "decision(for:) says \(decided), plan says \(entry.action) for \(path)")
        return entry
    }

    @Test("the one-file decision refuses a path outside the project, as a plan does")
    func decisionRefusesEscapingPath() throws {
        try withTemporaryDirectory { (root: URL) -> Void in
            #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).decision(for: OutputFile(path: "../Outside.swift", contents: "x"), force: false)
            }
        }
    }

    @Test("a missing file is created; the root may not exist yet")
    func missingIsCreated() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("not/yet/there")
            let entry = try entry("Sources/A.swift", "a", in: root)
            #expect(entry.action == .create)
            #expect(entry.oldContents == nil)
            #expect(entry.diskHash == nil)
            #expect(!FileManager.default.fileExists(atPath: root.path))
        }
    }

    @Test("an identical file is unchanged, whoever wrote it")
    func identicalIsUnchanged() throws {
        try withTemporaryDirectory { root in
            try writeFile("same\n", at: "A.swift", in: root)
            #expect(try entry("A.swift", "same\n", in: root).action == .unchanged)
            #expect(try entry("A.swift", "same\n", in: root, force: true).action == .unchanged)
        }
    }

    @Test("a file Strata wrote and nobody touched is updated")
    func untouchedIsUpdated() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            let entry = try entry("A.swift", "v2\n", in: root)
            #expect(entry.action == .update)
            #expect(entry.oldContents == "v1\n")
            #expect(entry.diskHash == ContentHash.of("v1\n"))
        }
    }

    @Test("a file edited since Strata wrote it is skipped, or overwritten with force")
    func editedIsSkippedUnlessForced() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            try writeFile("v1 plus a hand edit\n", at: "A.swift", in: root)
            #expect(try entry("A.swift", "v2\n", in: root).action == .skipEdited)
            #expect(try entry("A.swift", "v2\n", in: root, force: true).action == .overwriteEdited)
        }
    }

    @Test("a file Strata never wrote is skipped, or overwritten with force")
    func unownedIsSkippedUnlessForced() throws {
        try withTemporaryDirectory { root in
            try writeFile("mine\n", at: "A.swift", in: root)
            #expect(try entry("A.swift", "generated\n", in: root).action == .skipUnowned)
            #expect(try entry("A.swift", "generated\n", in: root, force: true).action == .overwriteUnowned)
        }
    }

    @Test("a file Strata wrote but someone deleted is created again")
    func deletedIsCreated() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            try FileManager.default.removeItem(at: root.appendingPathComponent("A.swift"))
            #expect(try entry("A.swift", "v1\n", in: root).action == .create)
        }
    }

    @Test(
        "the decision table",
        arguments: [
            (DiskContents.missing, nil as String?, false, WriteAction.create),
            (.file(Data("new".utf8)), nil, false, .unchanged),
            (.file(Data("old".utf8)), ContentHash.of("old"), false, .update),
            (.file(Data("old".utf8)), ContentHash.of("older"), false, .skipEdited),
            (.file(Data("old".utf8)), ContentHash.of("older"), true, .overwriteEdited),
            (.file(Data("old".utf8)), nil, false, .skipUnowned),
            (.file(Data("old".utf8)), nil, true, .overwriteUnowned),
        ])
    func decisionTable(disk: DiskContents, recorded: String?, force: Bool, expected: WriteAction) {
        #expect(WriteDecision.action(disk: disk, newContents: "new", recordedHash: recorded, force: force) == expected)
    }

    @Test("entries come sorted by path and planning changes nothing on disk")
    func sortedAndReadOnly() throws {
        try withTemporaryDirectory { root in
            try writeFile("mine\n", at: "b/B.swift", in: root)
            let before = try TreeSnapshot(of: root)
            let plan = try Workspace(root: root).plan(
                [
                    OutputFile(path: "c.swift", contents: "c"), OutputFile(path: "a.swift", contents: "a"),
                    OutputFile(path: "b/B.swift", contents: "b"),
                ], force: true)
            #expect(plan.entries.map(\.path) == ["a.swift", "b/B.swift", "c.swift"])
            #expect(try TreeSnapshot(of: root) == before)
        }
    }

    @Test("the root is normalised: relative, trailing slash or '..' all name one folder")
    func rootNormalisation() {
        #expect(Workspace(root: URL(fileURLWithPath: "/tmp/x/../out/")).rootPath == "/tmp/out")
        #expect(Workspace(root: URL(fileURLWithPath: "relative/out")).rootPath.hasPrefix("/"))
    }

    @Test("an empty request plans nothing")
    func emptyRequest() throws {
        try withTemporaryDirectory { root in
            let plan = try Workspace(root: root).plan([], force: false)
            #expect(plan.entries.isEmpty)
            #expect(plan.unifiedDiff.isEmpty)
            #expect(!plan.writesFiles)
        }
    }
}
