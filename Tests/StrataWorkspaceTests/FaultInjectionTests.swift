import Foundation
import Testing

@testable import StrataWorkspace

/// Stops (as `kill -9` would), fails (as a full disk would) or interrupts (as Ctrl-C would) an
/// `apply` before each of its file operations in turn, then runs the next command, and checks that
/// the tree is then exactly the old one or exactly the new one, with no hidden file left over.
@Suite("Fault injection")
struct FaultInjectionTests {
    /// A small update: one file updated, one unchanged, one created in new folders, one deleted.
    struct Scenario {
        var old: [OutputFile]
        var new: [OutputFile]
        var removing: [String]

        static let small = Scenario(
            old: [
                OutputFile(path: "A.swift", contents: "a1\n"), OutputFile(path: "Sub/B.swift", contents: "b\n"),
                OutputFile(path: "Sub/Gone.swift", contents: "gone\n"),
            ],
            new: [
                OutputFile(path: "A.swift", contents: "a2\n"), OutputFile(path: "Sub/B.swift", contents: "b\n"),
                OutputFile(path: "New/Deep/D.swift", contents: "d\n"),
            ],
            removing: ["Sub/Gone.swift"])

        /// 300 files in 30 folders: half updated, half created.
        static let large: Scenario = {
            func files(_ version: String, count: Int) -> [OutputFile] {
                (0..<count).map { OutputFile(path: "F\($0 % 30)/File\($0).swift", contents: "// \(version) \($0)\n") }
            }
            return Scenario(old: files("v1", count: 150), new: files("v2", count: 300), removing: [])
        }()

        func prepare(_ root: URL) throws {
            if !old.isEmpty { try generate(old, into: root) }
            try writeFile("a person's file\n", at: "Sub/Mine.swift", in: root)
        }

        func plan(_ workspace: Workspace) throws -> WritePlan {
            try workspace.plan(new, removing: removing, force: false)
        }
    }

    /// The trees before and after an uninterrupted apply of `scenario`, and its number of file operations.
    private func outcomes(of scenario: Scenario) throws -> (old: TreeSnapshot, new: TreeSnapshot, operations: Int) {
        try withTemporaryDirectory { root in
            try scenario.prepare(root)
            let old = try TreeSnapshot(of: root)
            let counter = OperationCounter()
            let workspace = Workspace(
                root: root,
                fileOperationHook: { ordinal, _, _ in
                    counter.saw(ordinal); return .proceed
                })
            _ = try workspace.apply(scenario.plan(workspace))
            return (old, try TreeSnapshot(of: root), counter.highest)
        }
    }

    /// Stops before operation `k + 1`, runs the next command's planning, and returns the tree then.
    private func treeAfterStop(_ scenario: Scenario, afterOperations k: Int) throws -> (TreeSnapshot, RecoveryReport) {
        try withTemporaryDirectory { root in
            try scenario.prepare(root)
            let stopping = Workspace(root: root, fileOperationHook: { ordinal, _, _ in ordinal > k ? .stop : .proceed })
            _ = try? stopping.apply(scenario.plan(stopping))
            let next = try scenario.plan(Workspace(root: root))
            return (try TreeSnapshot(of: root), next.recovery)
        }
    }

    @Test("a small update stopped before any of its file operations is exactly old or exactly new after the next command")
    func smallUpdateStoppedAnywhere() throws {
        let scenario = Scenario.small
        let (old, new, operations) = try outcomes(of: scenario)
        #expect(operations > 10)
        var sawRollBack = false, sawCompletion = false
        for k in 0...operations {
            let (tree, recovery) = try treeAfterStop(scenario, afterOperations: k)
            #expect(tree == old || tree == new, "stopped after \(k) of \(operations) operations:\n\(tree)")
            #expect(!tree.nodes.keys.contains { $0.contains(".strata-") || $0.hasSuffix("journal.json") })
            if recovery.outcome == .rolledBack { sawRollBack = true; #expect(tree == old, "rolled back after \(k)") }
            if recovery.outcome == .completed { sawCompletion = true; #expect(tree == new, "completed after \(k)") }
        }
        #expect(sawRollBack && sawCompletion)
    }

    @Test("a first run stopped anywhere leaves nothing, or everything, once the next command has run")
    func firstRunStoppedAnywhere() throws {
        let scenario = Scenario(old: [], new: Scenario.small.new, removing: [])
        let (old, new, operations) = try outcomes(of: scenario)
        for k in 0...operations {
            let (tree, _) = try treeAfterStop(scenario, afterOperations: k)
            #expect(tree == old || tree == new, "stopped after \(k) of \(operations) operations:\n\(tree)")
        }
    }

    @Test("a 300-file update stopped at a sample of its operations is exactly old or exactly new after the next command")
    func largeUpdateStoppedAtASample() throws {
        let scenario = Scenario.large
        let (old, new, operations) = try outcomes(of: scenario)
        #expect(operations > 900)
        var samples = Set(stride(from: 0, through: operations, by: max(1, operations / 24)))
        samples.formUnion([1, 2, 3, operations - 2, operations - 1, operations])
        for k in samples.sorted() {
            let (tree, _) = try treeAfterStop(scenario, afterOperations: k)
            #expect(tree == old || tree == new, "stopped after \(k) of \(operations) operations")
        }
    }

    /// A full disk (`ENOSPC`), a read-only volume (`EROFS`) and a folder this user may not write
    /// in (`EACCES`), each with the words its hint must hold.
    static let refusals: [(code: Int32, hint: String)] = [
        (ENOSPC, "is full (or your quota is used up): free some space, then run again"),
        (EROFS, "is on a read-only volume: mount it writable or choose another output folder"),
        (EACCES, "may not write in"),
    ]

    @Test(
        "a full disk, a read-only volume or an unwritable folder at any operation before the commit rolls back at once, names the file and says what to do; the next run is normal",
        arguments: refusals.indices)
    func refusedWriteAnywhere(refusal: Int) throws {
        let (code, expectedHint) = Self.refusals[refusal]
        let scenario = Scenario.small
        let (old, new, operations) = try outcomes(of: scenario)
        // A failure names the file it was writing, or the folder it was creating for one.
        let folders = ["New", "New/Deep"]
        let planned = Set(scenario.new.map(\.path) + scenario.removing + folders + [Manifest.relativePath, TransactionJournal.relativePath])
        var failures = 0
        for k in 1...operations {
            try withTemporaryDirectory { root in
                try scenario.prepare(root)
                let workspace = Workspace(root: root, fileOperationHook: { ordinal, _, _ in ordinal == k ? .fail(code) : .proceed })
                let plan = try scenario.plan(workspace)
                do {
                    _ = try workspace.apply(plan)
                    // Only a failure while clearing up after the commit lets the apply succeed.
                    #expect(try TreeSnapshot(of: root) != old)
                } catch let error as WorkspaceError {
                    failures += 1
                    #expect(planned.contains(error.path), "failed at \(k): \(error)")
                    #expect(error.message.contains(String(cString: strerror(code))), "\(error)")
                    #expect(error.hint?.hasPrefix("nothing was changed; ") == true, "\(error)")
                    #expect(error.hint?.contains(expectedHint) == true, "failed at \(k) of \(operations): \(error)")
                    let tree = try TreeSnapshot(of: root)
                    #expect(tree == old, "failed at \(k) of \(operations)")
                    #expect(!tree.nodes.keys.contains { $0.contains(".strata-") || $0.hasSuffix("journal.json") }, "\(tree)")
                }
                // The next command, with the disk writable again, runs as if nothing had happened.
                let next = Workspace(root: root)
                let nextPlan = try scenario.plan(next)
                #expect(nextPlan.recovery.outcome != .rolledBack, "failed at \(k): the failed run left a journal")
                _ = try next.apply(nextPlan)
                #expect(try TreeSnapshot(of: root) == new, "failed at \(k) of \(operations)")
            }
        }
        #expect(failures > 10)
    }

    @Test("Ctrl-C before the commit rolls back before the process ends; after it, the write completes")
    func interruptAnywhere() throws {
        let scenario = Scenario.small
        let (old, new, operations) = try outcomes(of: scenario)
        for k in 1...operations {
            try withTemporaryDirectory { root in
                try scenario.prepare(root)
                let workspace = Workspace(root: root, fileOperationHook: { ordinal, _, _ in ordinal == k ? .interrupt : .proceed })
                let plan = try scenario.plan(workspace)
                do {
                    _ = try workspace.apply(plan)
                    #expect(try TreeSnapshot(of: root) == new, "interrupted at \(k) of \(operations)")
                } catch let error as WorkspaceError {
                    #expect(error.message.contains("interrupted by SIGINT"))
                    #expect(try TreeSnapshot(of: root) == old, "interrupted at \(k) of \(operations)")
                }
            }
        }
    }

    @Test("the journal is on disk, naming every target with its staging and backup files, before the first change")
    func journalComesFirst() throws {
        try withTemporaryDirectory { root in
            try Scenario.small.prepare(root)
            let old = try TreeSnapshot(of: root)
            let journals = JournalProbe()
            let workspace = Workspace(
                root: root,
                fileOperationHook: { _, step, _ in
                    if step != .journal { journals.capture(root) }
                    return .proceed
                })
            _ = try workspace.apply(Scenario.small.plan(workspace))
            let journal = try #require(journals.first)
            #expect(journal.state == .pending)
            #expect(journal.operations.map(\.path) == ["A.swift", "New/Deep/D.swift", "Sub/Gone.swift", Manifest.relativePath])
            let byPath = Dictionary(uniqueKeysWithValues: journal.operations.map { ($0.path, $0) })
            #expect(byPath["A.swift"]?.backup?.hasPrefix(".A.swift.strata-backup-") == true)
            #expect(byPath["A.swift"]?.staged?.hasPrefix(".A.swift.strata-tmp-") == true)
            #expect(byPath["New/Deep/D.swift"]?.createdHash == ContentHash.of("d\n"))
            #expect(byPath["Sub/Gone.swift"]?.staged == nil)
            #expect(journal.folders == ["New", "New/Deep"])
            // Nothing but the journal had changed then.
            var then = try #require(journals.tree)
            then.nodes[TransactionJournal.relativePath] = nil
            #expect(then == old)
        }
    }

    @Test("a new file is never created in place: a stop while staging leaves no file at the target")
    func newFilesAreStagedBeside() throws {
        try withTemporaryDirectory { root in
            let workspace = Workspace(root: root, fileOperationHook: { _, step, _ in step == .install ? .stop : .proceed })
            _ = try? workspace.apply(workspace.plan([OutputFile(path: "A.swift", contents: "a\n")], force: false))
            #expect(!fileExists("A.swift", in: root))
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
            #expect(names.contains { $0.hasPrefix(".A.swift.strata-tmp-") })
            let next = try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "a\n")], force: false)
            #expect(next.recovery.outcome == .rolledBack)
            #expect(next.entries.first?.action == .create)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
        }
    }

    @Test("hidden files an older Strata left are cleared, and a missing original is put back from its backup")
    func legacyLeftoversAreCleared() throws {
        try withTemporaryDirectory { root in
            try generate([OutputFile(path: "Sub/A.swift", contents: "a1\n"), OutputFile(path: "Sub/B.swift", contents: "b1\n")], into: root)
            try FileManager.default.moveItem(atPath: root.path + "/Sub/A.swift", toPath: root.path + "/Sub/.A.swift.strata-backup-1x2y")
            try writeFile("b0\n", at: "Sub/.B.swift.strata-backup-9z", in: root)
            try writeFile("half", at: "Sub/.C.swift.strata-tmp-77", in: root)
            try writeFile("{", at: ".strata/.manifest.json.strata-tmp-5", in: root)
            let plan = try Workspace(root: root).plan(
                [OutputFile(path: "Sub/A.swift", contents: "a1\n"), OutputFile(path: "Sub/B.swift", contents: "b1\n")], force: false)
            #expect(plan.recovery.restored == ["Sub/A.swift"])
            #expect(plan.recovery.removedBackups == ["Sub/.B.swift.strata-backup-9z"])
            #expect(Set(plan.recovery.removedStagingFiles) == ["Sub/.C.swift.strata-tmp-77", ".strata/.manifest.json.strata-tmp-5"])
            #expect(plan.entries.map(\.action) == [.unchanged, .unchanged])
            #expect(try readFile("Sub/A.swift", in: root) == "a1\n")
            #expect(plan.recovery.description.contains("restored 1 file"))
            #expect(!(try TreeSnapshot(of: root).nodes.keys.contains { $0.contains(".strata-") }))
        }
    }

    @Test("an empty or partly written file an older Strata was creating is finished, not kept as someone's", arguments: ["", "import Foun"])
    func partialFileIsStrataOwn(leftover: String) throws {
        try withTemporaryDirectory { root in
            try writeFile(leftover, at: "A.swift", in: root)
            let plan = try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "import Foundation\n")], force: false)
            #expect(plan.entries.first?.action == .update)
            _ = try Workspace(root: root).apply(plan)
            #expect(try readFile("A.swift", in: root) == "import Foundation\n")
            #expect(try Workspace(root: root).recordedFiles()["A.swift"] != nil)
        }
    }

    @Test("a file that is not a beginning of the new contents is still someone's")
    func differentFileIsKept() throws {
        try withTemporaryDirectory { root in
            try writeFile("import UIKit", at: "A.swift", in: root)
            let plan = try Workspace(root: root).plan([OutputFile(path: "A.swift", contents: "import Foundation\n")], force: false)
            #expect(plan.entries.first?.action == .skipUnowned)
        }
    }

    @Test("a journal that cannot be read stops the next command with the way out, and changes nothing")
    func corruptJournal() throws {
        try withTemporaryDirectory { root in
            try Scenario.small.prepare(root)
            try writeFile("{ not a journal", at: TransactionJournal.relativePath, in: root)
            let before = try TreeSnapshot(of: root)
            let error = #expect(throws: WorkspaceError.self) { try Scenario.small.plan(Workspace(root: root)) }
            #expect(error?.path.hasSuffix(".strata/journal.json") == true)
            #expect(error?.hint?.contains("strata-backup") == true)
            #expect(try TreeSnapshot(of: root) == before)
        }
    }
}

/// The highest operation number a hook saw (staging runs on several threads).
final class OperationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func saw(_ ordinal: Int) { lock.lock(); value = max(value, ordinal); lock.unlock() }
    var highest: Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// The journal as it was on disk at the first operation after it was written.
final class JournalProbe: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var first: TransactionJournal?
    private(set) var tree: TreeSnapshot?
    func capture(_ root: URL) {
        lock.lock(); defer { lock.unlock() }
        guard first == nil else { return }
        first = try? TransactionJournal.read(rootPath: root.standardizedFileURL.path)
        tree = try? TreeSnapshot(of: root)
    }
}
