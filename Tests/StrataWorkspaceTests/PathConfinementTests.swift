import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Path confinement")
struct PathConfinementTests {
    func refusal(_ path: String, in root: URL) -> WorkspaceError? {
        do {
            _ = try PathConfinement.resolve(path, inside: root)
            return nil
        } catch {
            return error
        }
    }

    @Test func pathsInsideTheRootAreAccepted() throws {
        try withTemporaryDirectory { root in
            try writeFile("x", at: "Sources/App/A.swift", in: root)
            #expect(try PathConfinement.resolve(".", inside: root).relative == "")
            #expect(try PathConfinement.resolve("", inside: root).relative == "")
            #expect(try PathConfinement.resolve("Sources/./App/", inside: root).relative == "Sources/App")
            #expect(try PathConfinement.resolve("New/Folder", inside: root).relative == "New/Folder")
            let absolute = try PathConfinement.resolve(root.path + "/Sources/App/A.swift", inside: root)
            #expect(absolute.relative == "Sources/App/A.swift")
            #expect(absolute.url.path == root.standardizedFileURL.path + "/Sources/App/A.swift")
            // A link that stays inside is fine.
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("Alias"), withDestinationURL: root.appendingPathComponent("Sources"))
            #expect(try PathConfinement.resolve("Alias/App", inside: root).relative == "Alias/App")
        }
    }

    @Test func pathsLeavingTheRootAreRefused() throws {
        try withTemporaryDirectory { parent in
            let root = parent.appendingPathComponent("root")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Out"), withDestinationURL: parent)
            try FileManager.default.createSymbolicLink(
                at: root.appendingPathComponent("Dangling"), withDestinationURL: parent.appendingPathComponent("missing"))
            let cases = [
                ("../x", "'..' component"), ("a/../../x", "'..' component"), ("..", "'..' component"),
                ("/etc", "absolute path outside the project root"), (parent.path, "absolute path outside the project root"),
                ("~/x", "'~'"), ("a\u{0}b", "NUL"),
                ("Out", "through a symbolic link"), ("Out/x", "through a symbolic link"),
                ("Dangling/x", "cannot be resolved"),
            ]
            for (path, expected) in cases {
                let error = refusal(path, in: root)
                #expect(error?.kind == .unsafePath, "\(path)")
                #expect(error?.description.contains(expected) == true, "\(path): \(error?.description ?? "accepted")")
            }
            // Out and back in lands inside the root: accepted.
            #expect(try PathConfinement.resolve("Out/root/x", inside: root).relative == "Out/root/x")
        }
    }
}
