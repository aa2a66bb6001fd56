import Foundation
import Testing

@testable import StrataWorkspace

/// `plan(_:removing:force:)`: files a caller no longer produces are deleted only when Strata wrote
/// them and nobody touched them since, in the same all-or-nothing apply as the writes.
@Suite("Removal")
struct RemovalTests {
    @Test("an untouched file Strata wrote is deleted and leaves the manifest")
    func deletesUntouched() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "Mocks/A.swift", contents: "a\n"), OutputFile(path: "Mocks/B.swift", contents: "b\n")], into: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([OutputFile(path: "Mocks/B.swift", contents: "b\n")], removing: ["Mocks/A.swift"], force: false)
            #expect(plan.entries.map(\.path) == ["Mocks/A.swift", "Mocks/B.swift"])
            #expect(plan.entries.map(\.action) == [.delete, .unchanged])
            #expect(plan.entries[0].removes && !plan.entries[1].removes)
            #expect(plan.writesFiles)
            #expect(plan.unifiedDiff == "--- a/Mocks/A.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n")

            let report = try workspace.apply(plan)
            #expect(report.deleted == ["Mocks/A.swift"])
            #expect(report.written.isEmpty)
            #expect(!fileExists("Mocks/A.swift", in: root))
            #expect(try readFile("Mocks/B.swift", in: root) == "b\n")
            #expect(try workspace.readManifest().manifest.files.keys.sorted() == ["Mocks/B.swift"])
            let names = try TreeSnapshot(of: root).nodes.keys
            #expect(!names.contains { $0.contains("strata-backup") }, "the deleted file's backup is discarded")
        }
    }

    @Test("a file edited since Strata wrote it is kept, even with force, and keeps its manifest entry")
    func keepsEdited() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n")], into: root)
            try writeFile("a, tuned\n", at: "A.swift", in: root)
            let workspace = Workspace(root: root)
            for force in [false, true] {
                let plan = try workspace.plan([], removing: ["A.swift"], force: force)
                #expect(plan.entries.map(\.action) == [.skipEdited])
                #expect(!plan.writesFiles)
                let report = try workspace.apply(plan)
                #expect(report.skipped == [WriteReport.SkippedFile(path: "A.swift", reason: .editedSinceGenerated)])
            }
            #expect(try readFile("A.swift", in: root) == "a, tuned\n")
            #expect(try workspace.readManifest().manifest.files["A.swift"] == ContentHash.of("a\n"))
        }
    }

    @Test("a file Strata never wrote is kept")
    func keepsUnowned() throws {
        try withTemporaryDirectory { root in
            try writeFile("mine\n", at: "A.swift", in: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([], removing: ["A.swift"], force: true)
            #expect(plan.entries.map(\.action) == [.skipUnowned])
            _ = try workspace.apply(plan)
            #expect(try readFile("A.swift", in: root) == "mine\n")
        }
    }

    @Test("a file already gone is left out of the plan")
    func missingIsNothingToDo() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n")], into: root)
            try FileManager.default.removeItem(at: root.appendingPathComponent("A.swift"))
            #expect(try Workspace(root: root).plan([], removing: ["A.swift"], force: false).entries.isEmpty)
        }
    }

    @Test("a removal path that is unsafe is refused")
    func unsafePathRefused() throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) { try Workspace(root: root).plan([], removing: ["../A.swift"], force: false) }
            #expect(error?.kind == .unsafePath)
        }
    }

    @Test("a path both written and removed is refused")
    func writtenAndRemovedRefused() throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "a\n")], removing: ["A.swift"], force: false)
            }
            #expect(error?.kind == .duplicatePath)
        }
    }

    @Test("a file edited between plan and apply is not deleted")
    func staleDeletionRefused() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n")], into: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([], removing: ["A.swift"], force: false)
            try writeFile("a, tuned meanwhile\n", at: "A.swift", in: root)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .stalePlan)
            #expect(try readFile("A.swift", in: root) == "a, tuned meanwhile\n")
        }
    }

    @Test("a failure after the deletion restores the file and the manifest")
    func failureRestoresDeletedFile() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n")], into: root)
            let before = try TreeSnapshot(of: root)
            let failing = Workspace(root: root, fileOperationHook: StrataWorkspaceTests.failing(.install, at: [Manifest.relativePath]))
            let plan = try failing.plan([OutputFile(path: "B.swift", contents: "b\n")], removing: ["A.swift"], force: false)
            let error = #expect(throws: WorkspaceError.self) { try failing.apply(plan) }
            #expect(error?.kind == .writeFailed)
            #expect(try TreeSnapshot(of: root) == before)
        }
    }
}
