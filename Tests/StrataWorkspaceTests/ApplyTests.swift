import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Apply")
struct ApplyTests {
    static let files = [
        OutputFile(path: "Sources/Models/User.swift", contents: "struct User {}\n"),
        OutputFile(path: "Sources/Models/Order.swift", contents: "struct Order {}\n"),
        OutputFile(path: "Package.swift", contents: "// package\n"),
    ]

    @Test("creates files, folders and the root itself, and reports them")
    func createsEverything() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out/project")
            let report = try generate(Self.files, into: root)
            #expect(report.created == ["Package.swift", "Sources/Models/Order.swift", "Sources/Models/User.swift"])
            #expect(report.updated.isEmpty && report.unchanged.isEmpty && report.skipped.isEmpty)
            #expect(report.manifestWritten)
            #expect(try readFile("Sources/Models/User.swift", in: root) == "struct User {}\n")
            #expect(fileExists(Manifest.relativePath, in: root))
        }
    }

    @Test("leaves no temporary or backup files behind")
    func noLeftovers() throws {
        try withTemporaryDirectory { root in
            try generate(Self.files, into: root)
            try generate(Self.files.map { OutputFile(path: $0.path, contents: $0.contents + "// v2\n") }, into: root)
            let names = try TreeSnapshot(of: root).nodes.keys
            #expect(!names.contains { $0.contains("strata-tmp") || $0.contains("strata-backup") })
        }
    }

    @Test("updates untouched files and records their new hash")
    func updates() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            let report = try generate([OutputFile(path: "A.swift", contents: "v2\n")], into: root)
            #expect(report.updated == ["A.swift"])
            #expect(try readFile("A.swift", in: root) == "v2\n")
            #expect(try manifestText(in: root).contains(ContentHash.of("v2\n")))
        }
    }

    @Test("skipped edited files are not written and keep their old manifest entry")
    func skippedEditedKeepsEntry() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            try writeFile("hand edited\n", at: "A.swift", in: root)
            let report = try generate([OutputFile(path: "A.swift", contents: "v2\n")], into: root)

            #expect(report.skipped == [WriteReport.SkippedFile(path: "A.swift", reason: .editedSinceGenerated)])
            #expect(try readFile("A.swift", in: root) == "hand edited\n")
            #expect(try manifestText(in: root).contains(ContentHash.of("v1\n")))
            let again = try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "v2\n")], force: false)
            #expect(again.entries.map(\.action) == [.skipEdited])
        }
    }

    @Test("skipped unowned files are not written and not claimed in the manifest")
    func skippedUnownedNotClaimed() throws {
        try withTemporaryDirectory { root in
            try writeFile("mine\n", at: "A.swift", in: root)
            let report = try generate(
                [OutputFile(path: "A.swift", contents: "generated\n"), OutputFile(path: "B.swift", contents: "b\n")],
                into: root)
            #expect(report.skipped == [WriteReport.SkippedFile(path: "A.swift", reason: .notWrittenByStrata)])
            #expect(report.created == ["B.swift"])
            #expect(try readFile("A.swift", in: root) == "mine\n")
            #expect(try Manifest.decode(Data(manifestText(in: root).utf8), path: "").files.keys.sorted() == ["B.swift"])
        }
    }

    @Test("no manifest is created when nothing was written or recorded")
    func noManifestForNothing() throws {
        try withTemporaryDirectory { root in
            try writeFile("mine\n", at: "A.swift", in: root)
            let report = try generate([OutputFile(path: "A.swift", contents: "generated\n")], into: root)
            #expect(!report.manifestWritten)
            #expect(!fileExists(Manifest.directoryName, in: root))
        }
    }

    @Test("forced overwrites are written, reported as overwritten, and recorded")
    func forcedOverwrite() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            try writeFile("hand edited\n", at: "A.swift", in: root)
            try writeFile("mine\n", at: "B.swift", in: root)
            let report = try generate(
                [OutputFile(path: "A.swift", contents: "v2\n"), OutputFile(path: "B.swift", contents: "b\n")],
                into: root, force: true)
            #expect(report.overwritten == ["A.swift", "B.swift"])
            #expect(try readFile("A.swift", in: root) == "v2\n")
            #expect(try readFile("B.swift", in: root) == "b\n")
            let next = try Workspace(root: root).plan(
                [OutputFile(path: "A.swift", contents: "v3\n"), OutputFile(path: "B.swift", contents: "b2\n")],
                force: false)
            #expect(next.entries.map(\.action) == [.update, .update])
        }
    }

    @Test("unchanged files get their hash recorded, so Strata owns them from then on")
    func unchangedIsRecorded() throws {
        try withTemporaryDirectory { root in
            try writeFile("same\n", at: "A.swift", in: root)
            let report = try generate([OutputFile(path: "A.swift", contents: "same\n")], into: root)
            #expect(report.unchanged == ["A.swift"])
            #expect(report.manifestWritten)
            #expect(try manifestText(in: root).contains("\"A.swift\": \"\(ContentHash.of("same\n"))\""))
            let next = try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "new\n")], force: false)
            #expect(next.entries.map(\.action) == [.update])
        }
    }

    @Test("manifest entries for paths outside the plan are kept")
    func otherEntriesKept() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n"), OutputFile(path: "B.swift", contents: "b\n")], into: root)
            try generate([OutputFile(path: "A.swift", contents: "a2\n")], into: root)
            #expect(try manifestText(in: root).contains("\"B.swift\""))
        }
    }

    @Test("running twice is idempotent: all unchanged, nothing rewritten, manifest byte-identical")
    func idempotent() throws {
        try withTemporaryDirectory { root in
            try generate(Self.files, into: root)
            try backdateAllFiles(in: root)
            let datesBefore = try modificationDates(in: root)
            let treeBefore = try TreeSnapshot(of: root)

            let workspace = Workspace(root: root)
            let plan = try workspace.plan(Self.files, force: false)
            #expect(plan.entries.allSatisfy { $0.action == .unchanged })
            #expect(plan.unifiedDiff.isEmpty)
            let report = try workspace.apply(plan)

            #expect(report.unchanged.count == Self.files.count)
            #expect(!report.manifestWritten)
            #expect(try modificationDates(in: root) == datesBefore)
            #expect(try TreeSnapshot(of: root) == treeBefore)
        }
    }

    @Test("an update keeps the file's permissions")
    func keepsPermissions() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "run.sh", contents: "echo 1\n")], into: root)
            let path = root.appendingPathComponent("run.sh").path
            try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
            try generate([OutputFile(path: "run.sh", contents: "echo 2\n")], into: root)
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o750)
        }
    }

    @Test("a file edited between plan and apply is not overwritten")
    func staleFile() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "v1\n")], into: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan(
                [OutputFile(path: "A.swift", contents: "v2\n"), OutputFile(path: "B.swift", contents: "b\n")], force: false)
            try writeFile("edited meanwhile\n", at: "A.swift", in: root)
            let before = try TreeSnapshot(of: root)

            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .stalePlan)
            #expect(error?.path == "A.swift")
            #expect(try TreeSnapshot(of: root) == before)
        }
    }

    @Test("a file created between plan and apply is not overwritten")
    func staleCreation() throws {
        try withTemporaryDirectory { root in
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([OutputFile(path: "A.swift", contents: "a\n")], force: true)
            try writeFile("someone else's\n", at: "A.swift", in: root)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .stalePlan)
            #expect(try readFile("A.swift", in: root) == "someone else's\n")
        }
    }

    @Test("a manifest changed between plan and apply stops the apply")
    func staleManifest() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "A.swift", contents: "a\n")], into: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([OutputFile(path: "B.swift", contents: "b\n")], force: false)
            try generate([OutputFile(path: "C.swift", contents: "c\n")], into: root)  // a concurrent run
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .stalePlan)
            #expect(!fileExists("B.swift", in: root))
        }
    }

    @Test("a plan cannot be applied to another output folder")
    func otherRoot() throws {
        try withTemporaryDirectory { sandbox in
            let plan = try Workspace(root: sandbox.appendingPathComponent("one"))
                .plan([OutputFile(path: "A.swift", contents: "a\n")], force: false)
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: sandbox.appendingPathComponent("two")).apply(plan)
            }
            #expect(error?.kind == .stalePlan)
        }
    }

    @Test("apply re-checks paths of an edited plan")
    func revalidatesEditedPlan() throws {
        try withTemporaryDirectory { root in
            let workspace = Workspace(root: root)
            var plan = try workspace.plan([OutputFile(path: "A.swift", contents: "a\n")], force: false)
            plan.entries[0].path = "../escaped.swift"
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .unsafePath)
        }
    }
}
