import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Path safety")
struct PathSafetyTests {
    static let unsafePaths = [
        "", "/etc/passwd", "~/x.swift", "~", "Sources\\A.swift", "../A.swift", "a/../../A.swift", "..",
        "./A.swift", "a/./A.swift", ".", "a//A.swift", "a/",
        ".strata/manifest.json", ".strata", ".Strata/other.swift",
    ]

    @Test("refuses malformed and escaping paths, naming the path", arguments: unsafePaths)
    func refusesUnsafePath(_ path: String) throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: path, contents: "x")], force: true)
            }
            #expect(error?.kind == .unsafePath)
            #expect(error?.path == path)
            let snapshot = try TreeSnapshot(of: root)
            #expect(snapshot.nodes.isEmpty)
        }
    }

    // Separate from the table above so the NUL byte does not end up raw in the test log.
    @Test("refuses a path with a NUL byte")
    func refusesNUL() throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "A\0.swift", contents: "x")], force: true)
            }
            #expect(error?.kind == .unsafePath)
            #expect(error?.path == "A\0.swift")
        }
    }

    @Test("accepts unusual but harmless names")
    func acceptsHarmlessNames() throws {
        try withTemporaryDirectory { root in
            let paths = ["..a/b..swift", ".hidden/x.swift", "a/~b.swift", "strata/.strata.swift", "ü/é.swift"]
            let plan = try Workspace(root: root).plan(paths.map { OutputFile(path: $0, contents: "x") }, force: false)
            #expect(plan.entries.map(\.action) == Array(repeating: .create, count: paths.count))
        }
    }

    @Test("error descriptions escape control characters")
    func printableDescription() {
        let error = WorkspaceError(.unsafePath, path: "A\0.swift", "path contains a NUL byte")
        #expect(error.description == "A\\0.swift: path contains a NUL byte")
    }

    @Test("refuses the same path twice in one plan")
    func refusesDuplicates() throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan(
                    [
                        OutputFile(path: "A.swift", contents: "1"), OutputFile(path: "B.swift", contents: "2"),
                        OutputFile(path: "A.swift", contents: "3"),
                    ], force: false)
            }
            #expect(error?.kind == .duplicatePath)
            #expect(error?.path == "A.swift")
        }
    }

    @Test("refuses a path that another planned path needs as a folder")
    func refusesFileFolderClash() throws {
        try withTemporaryDirectory { root in
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan(
                    [OutputFile(path: "Models/User.swift", contents: "1"), OutputFile(path: "Models", contents: "2")],
                    force: false)
            }
            #expect(error?.kind == .conflictingPaths)
            #expect(error?.path == "Models/User.swift")
        }
    }

    @Test("refuses to write through a symlinked folder that leads outside the root")
    func refusesSymlinkEscape() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out")
            let outside = sandbox.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("Generated"), withDestinationURL: outside)

            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan(
                    [OutputFile(path: "Generated/Deep/User.swift", contents: "x")], force: true)
            }
            #expect(error?.kind == .unsafePath)
            #expect(error?.path == "Generated/Deep/User.swift")
            #expect(error?.message.contains("outside the output folder") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        }
    }

    @Test("refuses a target that is itself a symlink to a file outside the root")
    func refusesFileSymlinkEscape() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out")
            try writeFile("secret", at: "secret.txt", in: sandbox)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("A.swift"), withDestinationURL: sandbox.appendingPathComponent("secret.txt"))

            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "x")], force: true)
            }
            #expect(error?.kind == .unsafePath)
        }
    }

    @Test("refuses a symlinked file in a folder already checked for an earlier file")
    func refusesFileSymlinkAfterASafeSibling() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out")
            try writeFile("secret", at: "secret.txt", in: sandbox)
            let folder = root.appendingPathComponent("Domain")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent("B.swift"), withDestinationURL: sandbox.appendingPathComponent("secret.txt"))

            // `Domain` is resolved once, for A.swift; B.swift must still be looked at on its own.
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan(
                    [OutputFile(path: "Domain/A.swift", contents: "x"), OutputFile(path: "Domain/B.swift", contents: "y")], force: true)
            }
            #expect(error?.kind == .unsafePath)
            #expect(error?.path == "Domain/B.swift")
        }
    }

    @Test("refuses a dangling symlink on the way")
    func refusesDanglingSymlink() throws {
        try withTemporaryDirectory { root in
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("Generated").path, withDestinationPath: "/nonexistent/strata-test")
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "Generated/A.swift", contents: "x")], force: true)
            }
            #expect(error?.kind == .unsafePath)
        }
    }

    @Test("refuses a .strata folder that is a symlink out of the root")
    func refusesEscapingManifestFolder() throws {
        try withTemporaryDirectory { sandbox in
            let root = sandbox.appendingPathComponent("out")
            let outside = sandbox.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent(Manifest.directoryName), withDestinationURL: outside)
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "x")], force: false)
            }
            #expect(error?.kind == .unsafePath)
        }
    }

    @Test("allows symlinks that stay inside the root, and a root reached through a symlink")
    func allowsInternalSymlinks() throws {
        try withTemporaryDirectory { sandbox in
            let real = sandbox.appendingPathComponent("real")
            try FileManager.default.createDirectory(
                at: real.appendingPathComponent("Models"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: real.appendingPathComponent("Alias"), withDestinationURL: real.appendingPathComponent("Models"))
            let root = sandbox.appendingPathComponent("link-to-real")
            try FileManager.default.createSymbolicLink(at: root, withDestinationURL: real)

            try generate([OutputFile(path: "Alias/User.swift", contents: "x")], into: root)
            #expect(try readFile("Models/User.swift", in: real) == "x")
        }
    }

    @Test("refuses a target where a directory exists")
    func refusesDirectoryTarget() throws {
        try withTemporaryDirectory { root in
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("User.swift"), withIntermediateDirectories: true)
            let error = #expect(throws: WorkspaceError.self) {
                try Workspace(root: root).plan([OutputFile(path: "User.swift", contents: "x")], force: true)
            }
            #expect(error?.kind == .notARegularFile)
            #expect(error?.path == "User.swift")
        }
    }
}
