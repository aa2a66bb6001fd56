import Foundation

/// Returns the disk to one of a journal's two trees, judging each target by what is on disk, so
/// that it works after a stop at any point and can be run again after a stop during itself.
enum JournalReplay {
    /// Puts every original back and removes everything the transaction added; returns what could
    /// not be undone (empty when the tree is exactly as before).
    static func rollBack(_ journal: TransactionJournal, rootPath: String) -> [String] {
        var problems: [String] = []
        func attempt(_ body: () throws(SystemCallError) -> Void) {
            do { try body() } catch { problems.append(error.description) }
        }
        func path(_ relative: String) -> String { SymlinkContainment.join(rootPath, relative) }
        for operation in journal.operations.reversed() {
            let target = path(operation.path)
            let staged = operation.staged.map(path)
            if let backup = operation.backup.map(path), exists(backup) {
                // Renaming the backup over its target also discards the new contents if they were installed.
                attempt { () throws(SystemCallError) in try SystemCalls.rename(backup, to: target) }
            } else if operation.isCreation, exists(target), isInstalledCreation(operation, target: target, staged: staged) {
                attempt { () throws(SystemCallError) in try SystemCalls.removeFile(atPath: target) }
            }
            if let staged, exists(staged) {
                attempt { () throws(SystemCallError) in try SystemCalls.removeFile(atPath: staged) }
            }
        }
        // While something could not be undone the journal stays: it says where the originals are.
        guard problems.isEmpty else { return problems }
        removeJournal(rootPath: rootPath)
        // Only empty folders go: a folder someone put a file in meanwhile stays, with the file.
        for folder in journal.folders.reversed() {
            try? SystemCalls.removeEmptyDirectory(atPath: path(folder))
        }
        return problems
    }

    /// After the commit point: removes the backups and staging names, then the journal.
    static func complete(_ journal: TransactionJournal, rootPath: String, gate: FileOperationGate) throws(WorkspaceError) {
        func path(_ relative: String) -> String { SymlinkContainment.join(rootPath, relative) }
        for operation in journal.operations {
            for leftover in [operation.backup, operation.staged].compactMap(\.self) where exists(path(leftover)) {
                try gate.perform(.cleanUp, leftover, "could not remove a leftover file") {
                    try SystemCalls.removeFile(atPath: path(leftover))
                }
            }
        }
        try TransactionJournal.remove(rootPath: rootPath, gate: gate)
        // `.strata` made only for the journal of an edit (no manifest to keep) goes with it.
        if journal.folders.contains(Manifest.directoryName) {
            try? SystemCalls.removeEmptyDirectory(atPath: path(Manifest.directoryName))
        }
    }

    /// A created file at its target is this transaction's when it is still the staging file's
    /// other name (installed by `link`), or, that name gone, holds exactly the journal's contents.
    private static func isInstalledCreation(_ operation: TransactionJournal.Operation, target: String, staged: String?) -> Bool {
        if let staged, exists(staged) { return SystemCalls.sameFile(target, staged) }
        guard let hash = operation.createdHash, let data = try? SystemCalls.readFile(atPath: target) else { return false }
        return ContentHash.of(data: data) == hash
    }

    private static func removeJournal(rootPath: String) {
        try? SystemCalls.removeFile(atPath: SymlinkContainment.join(rootPath, TransactionJournal.relativePath))
    }

    static func exists(_ path: String) -> Bool {
        (try? SystemCalls.entryType(atPath: path, followingLinks: false)) != nil
    }
}
