import Foundation
import Testing

@testable import StrataWorkspace

/// `plan` and `apply` check and stage large lists in parallel slices (`FileSlices`). These tests
/// use enough files for several slices on any machine with more than one core, and check that the
/// guarantees of the one-thread path hold: all-or-nothing, the first problem in path order is the one
/// reported, nothing edited after planning is overwritten, and a second run changes nothing.
@Suite("Parallel plan and apply")
struct ParallelWriteTests {
    /// 400 files in 20 folders, sorted by path (the order the slices cut).
    static let paths = (0..<400).map { String(format: "Sources/Folder%02d/File%03d.swift", $0 % 20, $0) }.sorted()

    static func files(_ version: String) -> [OutputFile] {
        paths.map { OutputFile(path: $0, contents: "// \($0) \(version)\n") }
    }

    @Test("the test data is split into more than one slice")
    func severalSlices() {
        // On a one-core machine the parallel path is not taken and these tests check the serial one.
        #expect(FileSlices.sliceCount(for: Self.paths.count) == min(ProcessInfo.processInfo.activeProcessorCount, Self.paths.count / FileSlices.minimumSliceSize))
    }

    @Test("slices cover the list in order, each item once")
    func slicesCoverTheList() {
        let ranges = FileSlices.map(count: 1_000) { _, range in range }
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == 1_000)
        for (before, after) in zip(ranges, ranges.dropFirst()) { #expect(before.upperBound == after.lowerBound) }
    }

    @Test(
        "a failure while staging, early or late in the list, restores the tree exactly",
        arguments: [paths[3], paths[200], paths[398]])
    func stagingFailureRollsBack(failingPath: String) throws {
        try withTemporaryDirectory { root in
            // Half the files exist (updates with backups), half are new (creations in new folders).
            try generate(Array(Self.files("v1").prefix(200)), into: root)
            let before = try TreeSnapshot(of: root)

            let workspace = Workspace(root: root, fileOperationHook: failing(.stage, at: [failingPath]))
            let plan = try workspace.plan(Self.files("v2"), force: false)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }

            #expect(error?.kind == .writeFailed)
            #expect(error?.path == failingPath)
            #expect(error?.hint?.contains("nothing was changed") == true)
            #expect(try TreeSnapshot(of: root) == before)

            let report = try generate(Self.files("v2"), into: root)
            #expect(report.written == Self.paths)
        }
    }

    @Test("with failures in two slices, the error reported is the first in path order")
    func firstFailureIsReported() throws {
        try withTemporaryDirectory { root in
            let early = Self.paths[10], late = Self.paths[390]
            let workspace = Workspace(root: root.appendingPathComponent("out"), fileOperationHook: failing(.stage, at: [early, late]))
            let plan = try workspace.plan(Self.files("v1"), force: false)
            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.path == early)
            #expect(try TreeSnapshot(of: root).nodes.isEmpty)
        }
    }

    @Test("plan reports the first unusable target in path order")
    func planReportsFirstProblem() throws {
        try withTemporaryDirectory { root in
            for index in [25, 375] {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(Self.paths[index]), withIntermediateDirectories: true)
            }
            let error = #expect(throws: WorkspaceError.self) { try Workspace(root: root).plan(Self.files("v1"), force: false) }
            #expect(error?.kind == .notARegularFile)
            #expect(error?.path == Self.paths[25])
        }
    }

    @Test("plan decides per file as one pass would: create, update, unchanged, skip")
    func planDecisions() throws {
        try withTemporaryDirectory { root in
            try generate(Array(Self.files("v1").prefix(300)), into: root)
            try writeFile("edited by hand\n", at: Self.paths[250], in: root)
            var next = Self.files("v2")
            next[100] = Self.files("v1")[100]
            let plan = try Workspace(root: root).plan(next.reversed(), force: false)

            #expect(plan.entries.map(\.path) == Self.paths)
            #expect(plan.entries[100].action == .unchanged)
            #expect(plan.entries[250].action == .skipEdited)
            #expect(plan.entries[299].action == .update)
            #expect(plan.entries[300].action == .create)
            #expect(plan.entries.filter { $0.action == .update }.count == 298)
            #expect(plan.entries.filter { $0.action == .create }.count == 100)
        }
    }

    @Test("a file edited late in the list after planning stops the apply, writing nothing")
    func staleLateFile() throws {
        try withTemporaryDirectory { root in
            try generate(Self.files("v1"), into: root)
            let workspace = Workspace(root: root)
            let plan = try workspace.plan(Self.files("v2"), force: false)
            try writeFile("edited meanwhile\n", at: Self.paths[380], in: root)
            let before = try TreeSnapshot(of: root)

            let error = #expect(throws: WorkspaceError.self) { try workspace.apply(plan) }
            #expect(error?.kind == .stalePlan)
            #expect(error?.path == Self.paths[380])
            #expect(try TreeSnapshot(of: root) == before)
        }
    }

    @Test("a second run over many files changes nothing, not even modification dates")
    func idempotent() throws {
        try withTemporaryDirectory { root in
            try generate(Self.files("v1"), into: root)
            try backdateAllFiles(in: root)
            let dates = try modificationDates(in: root)
            let tree = try TreeSnapshot(of: root)

            let report = try generate(Self.files("v1"), into: root)
            #expect(report.unchanged.count == Self.paths.count)
            #expect(!report.manifestWritten)
            #expect(try modificationDates(in: root) == dates)
            #expect(try TreeSnapshot(of: root) == tree)
        }
    }
}
