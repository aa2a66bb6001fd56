import Foundation

/// Carries out the writes of one `apply` all-or-nothing, even if the process is stopped.
///
/// Phases, as git and SQLite do it:
/// 1. the journal (`TransactionJournal`) is written: every target, its staging name, its backup
///    name, the folders to create; nothing else has changed yet;
/// 2. folders are created and every new content (the manifest's too) is written to a hidden
///    staging file beside its target, so no target is ever half-written;
/// 3. originals are moved aside to hidden backups (a deletion is a backup and nothing more);
/// 4. staged files are moved into place: `rename` over a replaced file, `link` for a new one, which
///    fails rather than clobber anything that appeared meanwhile;
/// 5. the journal is marked `committed`: the commit point;
/// 6. backups and staging names are removed, then the journal.
///
/// A failure, SIGINT or SIGTERM before the commit point rolls back from the journal; `kill -9` or a
/// power cut leaves the journal for the next command to roll back (or, once committed, complete).
/// Staging, one file at a time and most of the work, runs on every core (`FileSlices`); the
/// folders are all made before it, so the threads never race to create one.
struct WriteTransaction {
    private let workspace: Workspace
    private let gate: FileOperationGate
    private var journal = TransactionJournal()
    /// Folders known to exist (seen or created), so each is inspected once per transaction.
    private var existingDirectories: Set<String> = []
    /// The output folder and its parents when this transaction made them (absolute, parents first):
    /// outside the journal's reach, removed by an in-process rollback only.
    private var createdAboveJournal: [String] = []

    init(workspace: Workspace) {
        self.workspace = workspace
        self.gate = FileOperationGate(hook: workspace.fileOperationHook ?? FileOperationGate.environmentHook)
    }

    /// Writes `entries` (deleting those planned `.delete`) and, if given, the new manifest bytes.
    /// `createdHashes` holds the `ContentHash` of each new file's contents (the new manifest's).
    /// On failure the disk is restored and the thrown error says which path failed, and whether
    /// the restore was complete.
    mutating func run(_ entries: [WritePlan.Entry], manifest: Data?, createdHashes: [String: String]) throws(WorkspaceError) {
        guard !entries.isEmpty || manifest != nil else { return }
        try InterruptSignals.deferring { () throws(WorkspaceError) in
            try self.runWithSignalsDeferred(entries, manifest: manifest, createdHashes: createdHashes)
        }
    }

    private mutating func runWithSignalsDeferred(
        _ entries: [WritePlan.Entry], manifest: Data?, createdHashes: [String: String]
    ) throws(WorkspaceError) {
        let writes = entries.filter(\.action.writes)
        let bookkeeping = try prepareJournalFolder()
        do throws(WorkspaceError) {
            try planJournal(entries, manifest: manifest, createdHashes: createdHashes)
            journal.folders = bookkeeping + journal.folders
            try journal.write(rootPath: workspace.rootPath, gate: gate, step: .journal)
        } catch {
            if gate.stopped { throw error }
            for folder in bookkeeping.reversed() { try? SystemCalls.removeEmptyDirectory(atPath: workspace.absolutePath(of: folder)) }
            removeFoldersAboveJournal()
            throw Self.reportingRollback([], of: error)
        }
        do throws(WorkspaceError) {
            for folder in journal.folders.dropFirst(bookkeeping.count) {
                try gate.perform(.createFolder, folder, "could not create folder '\(folder)'") {
                    try SystemCalls.makeDirectory(atPath: workspace.absolutePath(of: folder))
                }
            }
            try stage(writes)
            if let manifest, let operation = journal.operations.last, operation.path == Manifest.relativePath {
                try gate.perform(.stage, operation.path, "could not write a temporary manifest") {
                    try SystemCalls.createFile(atPath: workspace.absolutePath(of: operation.staged!), contents: manifest, permissions: 0o666)
                }
            }
            for operation in journal.operations where operation.backup != nil { try backUp(operation) }
            for operation in journal.operations where operation.staged != nil { try install(operation) }
            journal.state = .committed
            try journal.write(rootPath: workspace.rootPath, gate: gate, step: .commit)
        } catch {
            if gate.stopped { throw error }
            let problems = JournalReplay.rollBack(journal, rootPath: workspace.rootPath)
            if problems.isEmpty { removeFoldersAboveJournal() }
            throw Self.reportingRollback(problems, of: error)
        }
        // Committed: a signal now waits until the clutter is gone, and a failure here loses nothing
        // (the journal stays, and the next command completes it), so it does not fail the write.
        gate.interruptible = false
        InterruptSignals.outcomeWhenSignalled = "completed"
        try? JournalReplay.complete(journal, rootPath: workspace.rootPath, gate: gate)
    }

    // MARK: Planning the journal

    /// Creates the output folder and `.strata` if missing, so the journal has a place before any
    /// other change; returns them (relative, parents first) for the journal to list.
    private mutating func prepareJournalFolder() throws(WorkspaceError) -> [String] {
        let journalPath = workspace.absolutePath(of: TransactionJournal.relativePath)
        let missing = try missingFolders(above: journalPath, for: TransactionJournal.relativePath)
        for folder in missing {
            let parent = display(WriteFailureHint.folder(of: folder))
            try gate.perform(.journal, TransactionJournal.relativePath, "could not create folder '\(display(folder))'", in: parent) {
                try SystemCalls.makeDirectory(atPath: folder)
            }
        }
        // The root itself is not listed: an empty output folder is all an interrupted first run can leave.
        let listed = missing.map(display).filter { !$0.isEmpty && !$0.hasPrefix("/") }
        createdAboveJournal = missing.filter { display($0).isEmpty || display($0).hasPrefix("/") }
        return listed
    }

    private func removeFoldersAboveJournal() {
        for folder in createdAboveJournal.reversed() { try? SystemCalls.removeEmptyDirectory(atPath: folder) }
    }

    /// Names every staging and backup file and every folder to create, in the journal.
    private mutating func planJournal(_ entries: [WritePlan.Entry], manifest: Data?, createdHashes: [String: String]) throws(WorkspaceError) {
        var operations: [TransactionJournal.Operation] = []
        operations.reserveCapacity(entries.count + 1)
        for entry in entries {
            var operation = TransactionJournal.Operation(path: entry.path)
            if entry.action.writes { operation.staged = Self.siblingPath(of: entry.path, tag: "strata-tmp") }
            if entry.diskHash != nil {
                try checkWritable(entry.path)
                operation.backup = Self.siblingPath(of: entry.path, tag: "strata-backup")
            } else {
                operation.createdHash = createdHashes[entry.path] ?? ContentHash.of(entry.newContents)
            }
            if entry.action.writes {
                for folder in try missingFolders(above: workspace.absolutePath(of: entry.path), for: entry.path) {
                    journal.folders.append(display(folder))
                }
            }
            operations.append(operation)
        }
        if manifest != nil {
            let path = Manifest.relativePath
            var operation = TransactionJournal.Operation(path: path, staged: Self.siblingPath(of: path, tag: "strata-tmp"))
            let exists = try WriteTransaction.inspect(workspace.manifestPath, for: path) != nil
            if exists { operation.backup = Self.siblingPath(of: path, tag: "strata-backup") }
            operations.append(operation)
        }
        journal.operations = operations
    }

    /// Refuses, before anything changes, to replace or delete a file this user may not write:
    /// a rename in a writable folder would replace it anyway, but a read-only file is one someone
    /// meant to protect, as editors and `rm` treat it.
    private func checkWritable(_ path: String) throws(WorkspaceError) {
        guard let code = SystemCalls.writeRefusal(atPath: workspace.absolutePath(of: path)), code != ENOENT else { return }
        if code == EACCES || code == EPERM {
            throw WorkspaceError(
                .writeFailed, path: path, "the file is read-only, so Strata will not replace it",
                hint: "make it writable (chmod u+w) if Strata should update it, then run again")
        }
        throw FileOperationGate.failure(code, path, "cannot write to the file", in: nil)
    }

    /// The folders above `target` that do not exist yet (the root included), parents first.
    private mutating func missingFolders(above target: String, for path: String) throws(WorkspaceError) -> [String] {
        // Most files share their folder with the previous ones: skip splitting the path for those.
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")), existingDirectories.contains(String(target[..<slash])) { return [] }
        let components = target.split(separator: "/").dropLast()
        var missing: [String] = []
        for depth in stride(from: components.count, through: 1, by: -1) {
            let folder = "/" + components.prefix(depth).joined(separator: "/")
            if existingDirectories.contains(folder) { break }
            guard let type = try Self.inspect(folder, for: path) else {
                missing.append(folder)
                continue
            }
            guard type == .directory else {
                throw WorkspaceError(
                    .writeFailed, path: path,
                    "could not create its folder: '\(display(folder))' exists and is not a directory")
            }
            existingDirectories.insert(folder)
            break
        }
        // Later entries in these folders need not look again: they will exist once the journal is out.
        existingDirectories.formUnion(missing)
        return missing.reversed()
    }

    private static func inspect(_ absolutePath: String, for path: String) throws(WorkspaceError) -> EntryType? {
        do {
            return try SystemCalls.entryType(atPath: absolutePath, followingLinks: true)
        } catch {
            throw WorkspaceError(.writeFailed, path: path, "could not inspect '\(absolutePath)': \(error.reason)")
        }
    }

    // MARK: Phases

    /// Stages every written entry in parallel slices; a failure in any slice fails the transaction.
    private func stage(_ entries: [WritePlan.Entry]) throws(WorkspaceError) {
        let staging = Dictionary(journal.operations.compactMap { op in op.staged.map { (op.path, $0) } }, uniquingKeysWith: { first, _ in first })
        let stager = Stager(workspace: workspace, gate: gate)
        let failures = SliceFailures()
        let slices = FileSlices.map(count: entries.count) { slice, range -> WorkspaceError? in
            for entry in entries[range] {
                if failures.shouldStop(slice) { break }
                do throws(WorkspaceError) {
                    try stager.stage(entry, at: staging[entry.path] ?? "")
                } catch {
                    failures.failed(slice)
                    return error
                }
            }
            return nil
        }
        if let failure = slices.lazy.compactMap(\.self).first { throw failure }
    }

    private func backUp(_ operation: TransactionJournal.Operation) throws(WorkspaceError) {
        guard let backup = operation.backup else { return }
        try gate.perform(.backUp, operation.path, "could not move the original aside") {
            try SystemCalls.rename(workspace.absolutePath(of: operation.path), to: workspace.absolutePath(of: backup))
        }
    }

    private func install(_ operation: TransactionJournal.Operation) throws(WorkspaceError) {
        guard let staged = operation.staged.map(workspace.absolutePath(of:)) else { return }
        let target = workspace.absolutePath(of: operation.path)
        guard operation.isCreation else {
            try gate.perform(.install, operation.path, "could not move the new contents into place") { try SystemCalls.rename(staged, to: target) }
            return
        }
        try gate.admit(.install, operation.path, "could not put the new file in place")
        do {
            try SystemCalls.link(staged, to: target)
        } catch  where error.code == EEXIST {
            throw WorkspaceError(.writeFailed, path: operation.path, "something appeared at this path while Strata was writing", hint: "run again")
        } catch {
            // A file system without hard links: the plan and the check before `apply` saw nothing here.
            do throws(SystemCallError) {
                guard try SystemCalls.entryType(atPath: target, followingLinks: false) == nil else {
                    throw SystemCallError(operation: "create", path: target, code: EEXIST)
                }
                try SystemCalls.rename(staged, to: target)
            } catch {
                throw FileOperationGate.failure(error.code, operation.path, "could not put the new file in place", in: nil)
            }
        }
    }

    // MARK: Errors

    private static func reportingRollback(_ problems: [String], of error: WorkspaceError) -> WorkspaceError {
        var error = error
        if problems.isEmpty {
            error.hint = "nothing was changed; " + (error.hint ?? "fix the problem and run again")
        } else {
            error.message += "; undoing the partial write also failed: " + problems.joined(separator: "; ")
            error.hint = "check the paths above by hand before running again"
        }
        return error
    }

    // MARK: Helpers

    /// Path relative to the root when inside it (the root itself is ""), for the journal and messages.
    private func display(_ absolutePath: String) -> String {
        if absolutePath == workspace.rootPath { return "" }
        let prefix = workspace.rootPath.hasSuffix("/") ? workspace.rootPath : workspace.rootPath + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    /// A hidden, unique name in the target's own folder, so the final rename stays on one file
    /// system and is atomic: `.<name>.<tag>-<random>`. Works on relative and absolute paths.
    static func siblingPath(of target: String, tag: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 36)
        guard let slash = target.lastIndex(of: "/") else { return ".\(target).\(tag)-\(random)" }
        return "\(target[..<slash])/.\(target[target.index(after: slash)...]).\(tag)-\(random)"
    }
}
