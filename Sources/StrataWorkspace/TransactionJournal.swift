import Foundation

/// The record of one `apply`, written to `.strata/journal.json` before its first change: every
/// target it replaces, creates or deletes, where the new contents are staged and where each
/// original is moved aside, and the folders it creates.
///
/// As in SQLite's rollback journal, whatever stops the process (a failure, Ctrl-C, `kill -9`, a
/// power cut) leaves enough on disk to return to exactly one of the two trees: while the journal
/// says `pending` the change is rolled back, once it says `committed` it is completed. Both are
/// driven by what is actually on disk, so replaying a journal twice is harmless.
struct TransactionJournal: Codable, Sendable, Hashable {
    static let currentVersion = 1
    static let relativePath = "\(Manifest.directoryName)/journal.json"

    enum State: String, Codable, Sendable {
        /// Changes may be under way; the originals are still in their backups.
        case pending
        /// Every new file is in place; only backups and staging names remain to be removed.
        case committed
    }

    /// One target of the transaction. Paths are relative to the output root.
    struct Operation: Codable, Sendable, Hashable {
        var path: String
        /// Where the new contents are written before being renamed (or linked) into place;
        /// `nil` for a deletion.
        var staged: String?
        /// Where the original is moved aside; `nil` for a file that did not exist.
        var backup: String?
        /// `ContentHash` of a created file's contents: after a crash, a file at `path` with this
        /// hash and no staging copy left is the one this transaction installed.
        var createdHash: String?

        var isCreation: Bool { backup == nil && staged != nil }
    }

    var version = Self.currentVersion
    var state: State = .pending
    /// Folders this transaction creates, parents first.
    var folders: [String] = []
    var operations: [Operation] = []
}

/// Reading and writing the journal file itself.
extension TransactionJournal {
    /// `nil` when there is no journal. A journal that cannot be decoded is an error: guessing
    /// could throw away someone's original files.
    static func read(rootPath: String) throws(WorkspaceError) -> TransactionJournal? {
        let path = SymlinkContainment.join(rootPath, relativePath)
        switch try DiskContents.read(absolutePath: path, relativePath: path) {
        case .missing:
            return nil
        case .file(let data):
            do {
                let journal = try JSONDecoder().decode(TransactionJournal.self, from: data)
                guard journal.version == currentVersion else { throw CocoaError(.fileReadCorruptFile) }
                try journal.checkPaths()
                return journal
            } catch {
                throw WorkspaceError(
                    .corruptManifest, path: path, "is an interrupted write's journal that this Strata cannot read",
                    hint: "the originals of that write are in the hidden '.*.strata-backup-*' files beside them; restore them by hand, then delete this file")
            }
        }
    }

    /// A journal names only paths inside the root (it is read back from disk, so never trusted).
    private func checkPaths() throws(WorkspaceError) {
        let paths = folders + operations.flatMap { [$0.path, $0.staged, $0.backup].compactMap(\.self) }
        let bookkeeping = Manifest.directoryName + "/"
        for path in paths where path != Manifest.directoryName {
            try PathRules.check(path.hasPrefix(bookkeeping) ? String(path.dropFirst(bookkeeping.count)) : path)
        }
    }

    /// Replaces the journal atomically (staged beside it, flushed, renamed), so it is always
    /// either the previous version or this one.
    func write(rootPath: String, gate: FileOperationGate, step: ApplyStep) throws(WorkspaceError) {
        let target = SymlinkContainment.join(rootPath, Self.relativePath)
        let temp = WriteTransaction.siblingPath(of: target, tag: "strata-tmp")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw WorkspaceError(.writeFailed, path: target, "could not encode the journal: \(error)") }
        try gate.perform(step, Self.relativePath, "could not write the journal") {
            try SystemCalls.createFile(atPath: temp, contents: data, permissions: 0o666)
        }
        do throws(WorkspaceError) {
            try gate.perform(step, Self.relativePath, "could not flush the journal") { try SystemCalls.synchronize(atPath: temp) }
            try gate.perform(step, Self.relativePath, "could not put the journal in place") { try SystemCalls.rename(temp, to: target) }
        } catch {
            try? SystemCalls.removeFile(atPath: temp)
            throw error
        }
    }

    static func remove(rootPath: String, gate: FileOperationGate) throws(WorkspaceError) {
        let target = SymlinkContainment.join(rootPath, relativePath)
        try gate.perform(.cleanUp, relativePath, "could not remove the journal") { try SystemCalls.removeFile(atPath: target) }
    }
}
