import Foundation

/// Carries out the writes of one `apply` all-or-nothing.
///
/// Phases: create the missing folders, stage every new content, stage the manifest, move originals
/// aside to hidden backups, rename the staged contents into place, and finally rename the manifest
/// into place: the commit point. Every change is recorded as it happens, so a failure anywhere
/// undoes exactly what was done.
///
/// A deletion is a backup with nothing installed in its place: undone like any other backup, and
/// final only when the backups are discarded after the commit.
///
/// Replacing an existing file goes through a hidden temp file beside it and a `rename`, so the
/// original is never half-written. A file that does not exist yet is created in place with
/// `O_EXCL` (never clobbering anything that appeared meanwhile) and removed on rollback: no
/// person's content is at stake, and it halves the directory operations of a large first run.
///
/// Staging, one file at a time and most of the work, runs on every core (`FileSlices`); the
/// folders are all made before it, so the threads never race to create one.
struct WriteTransaction {
    private let workspace: Workspace
    /// Absolute paths of folders this transaction created, in creation order.
    private var createdDirectories: [String] = []
    /// Relative path → absolute temp path, for staged contents not yet renamed into place.
    private var stagedFiles: [String: String] = [:]
    private var stagedManifest: String?
    /// Originals moved aside: absolute target → absolute backup.
    private var backups: [(target: String, backup: String)] = []
    /// Absolute paths of files created where there was none before.
    private var createdFiles: [String] = []
    /// Folders known to exist (seen or created), so each is inspected once per transaction.
    private var existingDirectories: Set<String> = []

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Writes `entries` (deleting those planned `.delete`) and, if given, the new manifest bytes.
    /// On failure the disk is restored and the thrown error says which path failed, and whether
    /// the restore was complete.
    mutating func run(_ entries: [WritePlan.Entry], manifest: Data?) throws(WorkspaceError) {
        let writes = entries.filter(\.action.writes)
        do {
            for entry in writes {
                try createParentDirectories(of: workspace.absolutePath(of: entry.path), for: entry.path)
            }
            try stage(writes)
            if let manifest { try stageManifest(manifest) }
            for entry in entries where entry.diskHash != nil { try backUp(entry) }
            for entry in writes { try install(entry) }
            if manifest != nil { try commitManifest() }
        } catch {
            throw Self.reportingRollback(rollBack(), of: error)
        }
        discardBackups()
    }

    // MARK: Phases

    /// Stages every entry in parallel slices, and records what each slice did, even when one failed.
    private mutating func stage(_ entries: [WritePlan.Entry]) throws(WorkspaceError) {
        let stager = Stager(workspace: workspace)
        let failures = SliceFailures()
        let slices = FileSlices.map(count: entries.count) { slice, range -> Stager.Done in
            var done = Stager.Done()
            for entry in entries[range] {
                if failures.shouldStop(slice) { break }
                do throws(WorkspaceError) {
                    try stager.stage(entry, recordingIn: &done)
                } catch {
                    done.failure = error
                    failures.failed(slice)
                    break
                }
            }
            return done
        }
        for done in slices {
            createdFiles += done.createdFiles
            stagedFiles.merge(done.stagedFiles) { _, new in new }
        }
        if let failure = slices.lazy.compactMap(\.failure).first { throw failure }
    }

    private mutating func stageManifest(_ data: Data) throws(WorkspaceError) {
        let path = Manifest.relativePath
        try checkpoint(.stage, path)
        let target = workspace.manifestPath
        try createParentDirectories(of: target, for: path)
        let temp = Self.siblingPath(of: target, tag: "strata-tmp")
        try perform(path, "could not write a temporary manifest") {
            try SystemCalls.createFile(atPath: temp, contents: data, permissions: 0o666)
        }
        stagedManifest = temp
    }

    private mutating func backUp(_ entry: WritePlan.Entry) throws(WorkspaceError) {
        try checkpoint(.backUp, entry.path)
        let target = workspace.absolutePath(of: entry.path)
        let backup = Self.siblingPath(of: target, tag: "strata-backup")
        try perform(entry.path, "could not move the original aside") {
            try SystemCalls.rename(target, to: backup)
        }
        backups.append((target, backup))
    }

    private mutating func install(_ entry: WritePlan.Entry) throws(WorkspaceError) {
        try checkpoint(.install, entry.path)
        guard let temp = stagedFiles[entry.path] else { return }  // new files were created in place
        let target = workspace.absolutePath(of: entry.path)
        try perform(entry.path, "could not move the new contents into place") {
            try SystemCalls.rename(temp, to: target)
        }
        stagedFiles[entry.path] = nil
    }

    /// Atomic replace of the manifest; after this the transaction can no longer fail.
    private mutating func commitManifest() throws(WorkspaceError) {
        try checkpoint(.commitManifest, Manifest.relativePath)
        guard let temp = stagedManifest else { return }
        try perform(Manifest.relativePath, "could not update the manifest") {
            try SystemCalls.rename(temp, to: workspace.manifestPath)
        }
        stagedManifest = nil
    }

    /// After success the backups are only clutter. Failing to delete one loses nothing, so it
    /// is not worth failing a completed write for.
    private mutating func discardBackups() {
        for (_, backup) in backups { try? SystemCalls.removeFile(atPath: backup) }
        backups = []
    }

    // MARK: Folders

    /// Creates the missing folders above `target` (the root included), top-down, recording each.
    private mutating func createParentDirectories(of target: String, for path: String) throws(WorkspaceError) {
        // Most files share their folder with the previous ones: skip splitting the path for those.
        if let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")), existingDirectories.contains(String(target[..<slash])) { return }
        let components = target.split(separator: "/").dropLast()
        var missing: [String] = []
        for depth in stride(from: components.count, through: 1, by: -1) {
            let folder = "/" + components.prefix(depth).joined(separator: "/")
            if existingDirectories.contains(folder) { break }
            let type = try perform(path, "could not inspect folder '\(display(folder))'") {
                try SystemCalls.entryType(atPath: folder, followingLinks: true)
            }
            guard let type else {
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
        for folder in missing.reversed() {
            try perform(path, "could not create folder '\(display(folder))'") {
                try SystemCalls.makeDirectory(atPath: folder)
            }
            createdDirectories.append(folder)
            existingDirectories.insert(folder)
        }
    }

    // MARK: Undo

    /// Undoes every recorded change, newest first, and returns what could not be undone.
    private mutating func rollBack() -> [String] {
        var problems: [String] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { problems.append("\(error)") }
        }
        // Renaming a backup over its target also discards the new contents if they were installed.
        for (target, backup) in backups.reversed() {
            attempt { try SystemCalls.rename(backup, to: target) }
        }
        for file in createdFiles.reversed() {
            attempt { try SystemCalls.removeFile(atPath: file) }
        }
        for temp in stagedFiles.values.sorted() + [stagedManifest].compactMap(\.self) {
            attempt { try SystemCalls.removeFile(atPath: temp) }
        }
        for folder in createdDirectories.reversed() {
            attempt { try SystemCalls.removeEmptyDirectory(atPath: folder) }
        }
        backups = []
        createdFiles = []
        stagedFiles = [:]
        stagedManifest = nil
        createdDirectories = []
        existingDirectories = []
        return problems
    }

    private static func reportingRollback(_ problems: [String], of error: WorkspaceError) -> WorkspaceError {
        var error = error
        if problems.isEmpty {
            error.hint = "nothing was changed; fix the problem and run again"
        } else {
            error.message += "; undoing the partial write also failed: " + problems.joined(separator: "; ")
            error.hint = "check the paths above by hand before running again"
        }
        return error
    }

    // MARK: Helpers

    /// Lets tests fail a chosen step; a no-op otherwise.
    private func checkpoint(_ step: ApplyStep, _ path: String) throws(WorkspaceError) {
        try Self.checkpoint(step, path, in: workspace)
    }

    static func checkpoint(_ step: ApplyStep, _ path: String, in workspace: Workspace) throws(WorkspaceError) {
        guard let faultInjection = workspace.faultInjection else { return }
        do {
            try faultInjection(step, path)
        } catch {
            throw WorkspaceError(.writeFailed, path: path, "\(error)")
        }
    }

    /// Runs one system call, turning its failure into an error about `path`.
    private func perform<T>(_ path: String, _ what: String, _ body: () throws -> T) throws(WorkspaceError) -> T {
        try Self.perform(path, what, body)
    }

    static func perform<T>(_ path: String, _ what: String, _ body: () throws -> T) throws(WorkspaceError) -> T {
        do {
            return try body()
        } catch let error as SystemCallError {
            throw WorkspaceError(.writeFailed, path: path, "\(what): \(error.reason)")
        } catch {
            throw WorkspaceError(.writeFailed, path: path, "\(what): \(error)")
        }
    }

    /// Path relative to the root when inside it, for shorter messages.
    private func display(_ absolutePath: String) -> String {
        let prefix = workspace.rootPath.hasSuffix("/") ? workspace.rootPath : workspace.rootPath + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    /// A hidden, unique name in the target's own folder, so the final rename stays on one file
    /// system and is atomic: `.<name>.<tag>-<random>`.
    static func siblingPath(of target: String, tag: String) -> String {
        let slash = target.lastIndex(of: "/") ?? target.startIndex
        let folder = target[..<slash]
        let name = target[target.index(after: slash)...]
        let random = String(UInt64.random(in: .min ... .max), radix: 36)
        return "\(folder)/.\(name).\(tag)-\(random)"
    }
}
