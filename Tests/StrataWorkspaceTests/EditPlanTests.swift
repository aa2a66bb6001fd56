import Foundation
import Testing

@testable import StrataWorkspace

@Suite("In-place edits")
struct EditPlanTests {
    @Test("edits a user's file and creates a new one in one apply; the edited file stays out of the manifest")
    func editsAndCreates() throws {
        try withTemporaryDirectory { root in
            try writeFile("struct User {}\n", at: "Sources/User.swift", in: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan(
                edits: [SourceRewrite(path: "Sources/User.swift", original: "struct User {}\n", rewritten: "struct User { let age: Int }\n")],
                newFiles: [OutputFile(path: "Sources/Status.swift", contents: "enum Status {}\n")])
            #expect(plan.entries.map(\.action) == [.create, .edit])
            #expect(plan.unifiedDiff.contains("+struct User { let age: Int }"))
            let report = try workspace.apply(plan)
            #expect(report.updated == ["Sources/User.swift"] && report.created == ["Sources/Status.swift"])
            #expect(try readFile("Sources/User.swift", in: root) == "struct User { let age: Int }\n")
            let manifest = try manifestText(in: root)
            #expect(manifest.contains("Sources/Status.swift") && !manifest.contains("Sources/User.swift"))
        }
    }

    @Test("an edit of a Strata-generated file keeps the old manifest hash, so generate later counts it as edited")
    func generatedFileCountsAsEdited() throws {
        try withTemporaryDirectory { root in
            let workspace = Workspace(root: root)
            _ = try workspace.apply(try workspace.plan([OutputFile(path: "A.swift", contents: "v1\n")], force: false))
            _ = try workspace.apply(try workspace.plan(edits: [SourceRewrite(path: "A.swift", original: "v1\n", rewritten: "v1 edited\n")], newFiles: []))
            let regenerate = try workspace.plan([OutputFile(path: "A.swift", contents: "v2\n")], force: false)
            #expect(regenerate.entries.map(\.action) == [.skipEdited])
        }
    }

    @Test("refuses, writing nothing, when a file changed after the edit was computed")
    func refusesStaleOriginal() throws {
        try withTemporaryDirectory { root in
            try writeFile("struct User { let name: String }\n", at: "User.swift", in: root)
            let before = try TreeSnapshot(of: root)
            #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan(
                    edits: [SourceRewrite(path: "User.swift", original: "struct User {}\n", rewritten: "struct User { let age: Int }\n")],
                    newFiles: [OutputFile(path: "New.swift", contents: "x\n")])
            }
            #expect(try TreeSnapshot(of: root) == before)
        }
    }

    @Test("an edit that changes nothing is left out of the plan")
    func noOpEditsDropped() throws {
        try withTemporaryDirectory { root in
            try writeFile("x\n", at: "A.swift", in: root)
            let plan = try Workspace(root: root).plan(edits: [SourceRewrite(path: "A.swift", original: "x\n", rewritten: "x\n")], newFiles: [])
            #expect(plan.entries.isEmpty && !plan.writesFiles)
        }
    }

    @Test("paths escaping the root are refused")
    func escapingPathRefused() throws {
        _ = try withTemporaryDirectory { root in
            #expect(throws: WorkspaceError.self) {
                _ = try Workspace(root: root).plan(edits: [SourceRewrite(path: "../A.swift", original: "", rewritten: "x")], newFiles: [])
            }
        }
    }
}
