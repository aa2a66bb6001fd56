import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Rollback")
struct RollbackTests {
    /// A tree with an owned file to update, an edited file to skip and an unowned file to
    /// overwrite, so a failed apply has backups, creations and new folders to undo.
    private func prepare(_ root: URL) throws {
        try generate(
            [OutputFile(path: "A.swift", contents: "a1\n"), OutputFile(path: "Edited.swift", contents: "e1\n")],
            into: root)
        try writeFile("hand edited\n", at: "Edited.swift", in: root)
        try writeFile("not Strata's\n", at: "Mine.swift", in: root)
    }

    private var nextFiles: [OutputFile] {
        [
            OutputFile(path: "A.swift", contents: "a2\n"),
            OutputFile(path: "Edited.swift", contents: "e2\n"),
            OutputFile(path: "Mine.swift", contents: "generated\n"),
            OutputFile(path: "New/Deep/B.swift", contents: "b\n"),
            OutputFile(path: "Z.swift", contents: "z\n"),
        ]
    }

    @Test("a target whose parent is a regular file fails the apply and leaves the tree byte-identical")
    func blockedParentRollsBack() throws {
        try withTemporaryDirectory { root in
            try prepare(root)
            try writeFile("I am a file, not a folder\n", at: "Blocker", in: root)
            let before = try TreeSnapshot(of: root)

            let workspace = Workspace(root: root)
            let plan = try workspace.plan(nextFiles + [OutputFile(path: "Blocker/C.swift", contents: "c\n")], force: true)
            #expect(plan.entries.first { $0.path == "Blocker/C.swift" }?.action == .create)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }

            #expect(error?.kind == .writeFailed)
            #expect(error?.path == "Blocker/C.swift")
            #expect(error?.message.contains("'Blocker' exists and is not a directory") == true)
            #expect(error?.hint?.contains("nothing was changed") == true)
            #expect(try TreeSnapshot(of: root) == before)
        }
    }

    @Test(
        "a failure at any step of apply restores the tree exactly",
        arguments: [
            (ApplyStep.stage, "Z.swift"),
            (.stage, Manifest.relativePath),
            (.backUp, "Mine.swift"),
            (.install, "Z.swift"),
            (.install, Manifest.relativePath),
        ])
    func injectedFailureRollsBack(step: ApplyStep, path: String) throws {
        try withTemporaryDirectory { root in
            try prepare(root)
            let before = try TreeSnapshot(of: root)

            let workspace = Workspace(root: root, fileOperationHook: failing(step, at: [path]))
            let plan = try workspace.plan(nextFiles, force: true)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }

            #expect(error?.kind == .writeFailed)
            #expect(error?.path == path)
            #expect(error?.message.contains(injectedFailureReason) == true)
            #expect(try TreeSnapshot(of: root) == before)

            // Nothing left behind gets in the way of the next run.
            let report = try generate(nextFiles, into: root, force: true)
            #expect(report.written == nextFiles.map(\.path))
        }
    }

    @Test("a failed first apply into a missing root removes the folders it created")
    func removesCreatedRoot() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out/project")
            let workspace = Workspace(root: root, fileOperationHook: failing(.install, at: [Manifest.relativePath]))
            let plan = try workspace.plan([OutputFile(path: "Sources/A.swift", contents: "a\n")], force: false)
            #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(try TreeSnapshot(of: sandbox).nodes.isEmpty)
        }
    }
}
