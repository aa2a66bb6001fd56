import Foundation
import Testing

@testable import StrataWorkspace

@Suite("Non-UTF-8 files")
struct NonUTF8Tests {
    static let bytes = Data([0x63, 0x61, 0x66, 0xE9, 0x0A, 0xFF])  // Latin-1 "café\n" and a stray byte

    @Test("a non-UTF-8 file Strata never wrote is skipped, and its diff says why it is not shown")
    func unownedIsSkipped() throws {
        try withTemporaryDirectory { root in
            try writeBytes(Self.bytes, at: "Legacy.swift", in: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([OutputFile(path: "Legacy.swift", contents: "new\n")], force: false)
            let entry = try #require(plan.entries.first)

            #expect(entry.action == .skipUnowned)
            #expect(entry.oldContents == nil)
            #expect(entry.isNonUTF8OnDisk)
            #expect(entry.diskHash == ContentHash.of(bytes: Self.bytes))
            #expect(entry.diff.contains("binary or non-UTF-8 file"))
            #expect(plan.unifiedDiff.isEmpty)

            _ = try workspace.apply(plan)
            #expect(try Data(contentsOf: root.appendingPathComponent("Legacy.swift")) == Self.bytes)
        }
    }

    @Test("with force it is overwritten, and the plan's diff says it is binary or non-UTF-8")
    func forcedIsOverwritten() throws {
        try withTemporaryDirectory { root in
            try writeBytes(Self.bytes, at: "Legacy.swift", in: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan([OutputFile(path: "Legacy.swift", contents: "new\n")], force: true)
            #expect(plan.entries.map(\.action) == [.overwriteUnowned])
            #expect(plan.unifiedDiff == "--- a/Legacy.swift\n+++ b/Legacy.swift\nbinary or non-UTF-8 file; contents not shown\n")
            _ = try workspace.apply(plan)
            #expect(try readFile("Legacy.swift", in: root) == "new\n")
        }
    }

    @Test("a non-UTF-8 file whose hash the manifest records is owned and updated")
    func ownedIsUpdated() throws {
        try withTemporaryDirectory { root in
            try writeBytes(Self.bytes, at: "Legacy.swift", in: root)
            let manifest = Manifest(files: ["Legacy.swift": ContentHash.of(bytes: Self.bytes)])
            try writeBytes(manifest.encoded(), at: Manifest.relativePath, in: root)
            let plan = try Workspace(root: root).plan([OutputFile(path: "Legacy.swift", contents: "new\n")], force: false)
            #expect(plan.entries.map(\.action) == [.update])
        }
    }
}
