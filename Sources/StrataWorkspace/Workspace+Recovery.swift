import Foundation

/// What the workspace found and repaired before planning: an interrupted transaction and hidden
/// staging or backup files no journal accounts for. Meant to be shown to the user.
public struct RecoveryReport: Sendable, Hashable, CustomStringConvertible {
    package enum Outcome: Sendable, Hashable {
        /// The interrupted write had not reached its commit point: the tree is as it was before it.
        case rolledBack
        /// It had: its new files were all in place; only its clutter was removed.
        case completed
    }

    /// `nil` when there was no journal, only stray files.
    package var outcome: Outcome?
    /// How many files the interrupted write concerned.
    package var files = 0
    /// Hidden `.strata-tmp-*` files removed (relative paths).
    package var removedStagingFiles: [String] = []
    /// Hidden `.strata-backup-*` files removed because their file is in place.
    package var removedBackups: [String] = []
    /// Originals put back from a `.strata-backup-*` file because nothing was at their path.
    package var restored: [String] = []

    /// Adds what an earlier recovery of the same run did.
    package mutating func absorb(_ other: RecoveryReport) {
        outcome = outcome ?? other.outcome
        files = max(files, other.files)
        removedStagingFiles += other.removedStagingFiles
        removedBackups += other.removedBackups
        restored += other.restored
    }

    package init() {}

    package var isEmpty: Bool { outcome == nil && removedStagingFiles.isEmpty && removedBackups.isEmpty && restored.isEmpty }

    public var description: String {
        var sentences: [String] = []
        switch outcome {
        case .rolledBack?:
            sentences.append("an interrupted Strata write (\(files) file\(files == 1 ? "" : "s")) was rolled back: those files are as they were before it")
        case .completed?:
            sentences.append("an interrupted Strata write (\(files) file\(files == 1 ? "" : "s")) had finished writing; its leftover files were removed")
        case nil:
            break
        }
        if !restored.isEmpty {
            sentences.append("restored \(restored.count) file\(restored.count == 1 ? "" : "s") from an older interrupted write: \(Self.list(restored))")
        }
        let removed = removedStagingFiles.count + removedBackups.count
        if removed > 0 {
            sentences.append("removed \(removed) leftover hidden staging or backup file\(removed == 1 ? "" : "s")")
        }
        return sentences.joined(separator: "; ")
    }

    private static func list(_ paths: [String]) -> String {
        paths.count <= 5 ? paths.joined(separator: ", ") : paths.prefix(5).joined(separator: ", ") + " and \(paths.count - 5) more"
    }
}

extension Workspace {
    /// The full path of an interrupted write's journal, when one is waiting for the next command
    /// to roll it back or complete it; for `doctor`, which changes nothing.
    package func interruptedWriteJournal() -> String? {
        let path = absolutePath(of: TransactionJournal.relativePath)
        return JournalReplay.exists(path) ? path : nil
    }

    /// Finishes an interrupted transaction, if `.strata/journal.json` says there is one: rolled back
    /// before its commit point, completed after it. Every planning call does this first, so the
    /// next command after a crash starts from exactly the old or exactly the new tree.
    package func recoverInterruptedWrite() throws(WorkspaceError) -> RecoveryReport {
        var report = RecoveryReport()
        guard (try? SymlinkContainment.check(TransactionJournal.relativePath, rootPath: rootPath)) != nil,
            let journal = try TransactionJournal.read(rootPath: rootPath)
        else { return report }
        report.files = journal.operations.filter { $0.path != Manifest.relativePath }.count
        switch journal.state {
        case .pending:
            let problems = JournalReplay.rollBack(journal, rootPath: rootPath)
            guard problems.isEmpty else {
                throw WorkspaceError(
                    .writeFailed, path: SymlinkContainment.join(rootPath, TransactionJournal.relativePath),
                    "an interrupted Strata write could not be rolled back: " + problems.joined(separator: "; "),
                    hint: "fix the cause (permissions, a full disk) and run again; the journal keeps the originals' whereabouts")
            }
            report.outcome = .rolledBack
        case .committed:
            try JournalReplay.complete(journal, rootPath: rootPath, gate: FileOperationGate(hook: nil))
            report.outcome = .completed
        }
        return report
    }

    /// Removes hidden staging and backup files in `folders` (relative; "" is the root) that no
    /// journal accounts for, left by an older Strata or by an interrupted rollback. A backup whose
    /// file is missing is the only copy of that file: it is put back rather than removed.
    func sweepStrayFiles(in folders: Set<String>, into report: inout RecoveryReport) {
        for folder in folders.union([Manifest.directoryName]).sorted() {
            let absoluteFolder = folder.isEmpty ? rootPath : absolutePath(of: folder)
            for name in SystemCalls.directoryEntries(atPath: absoluteFolder) {
                guard let stray = StrayFile(name: name) else { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                let strayPath = absoluteFolder + "/" + name
                let target = absoluteFolder + "/" + stray.original
                switch stray.kind {
                case .staging:
                    if (try? SystemCalls.removeFile(atPath: strayPath)) != nil { report.removedStagingFiles.append(relative) }
                case .backup:
                    if JournalReplay.exists(target) {
                        if (try? SystemCalls.removeFile(atPath: strayPath)) != nil { report.removedBackups.append(relative) }
                    } else if (try? SystemCalls.rename(strayPath, to: target)) != nil {
                        report.restored.append(folder.isEmpty ? stray.original : folder + "/" + stray.original)
                    }
                }
            }
        }
        // A run stopped before its journal was written leaves at most an empty `.strata`; it holds nothing.
        try? SystemCalls.removeEmptyDirectory(atPath: absolutePath(of: Manifest.directoryName))
    }
}

/// A hidden file named by `WriteTransaction.siblingPath`: `.<original>.strata-tmp-<random>` or
/// `.<original>.strata-backup-<random>`.
struct StrayFile {
    enum Kind { case staging, backup }
    var kind: Kind
    var original: String

    init?(name: String) {
        guard name.hasPrefix(".") else { return nil }
        for (marker, kind) in [(".strata-tmp-", Kind.staging), (".strata-backup-", .backup)] {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let random = name[range.upperBound...]
            let original = name[name.index(after: name.startIndex)..<range.lowerBound]
            guard !random.isEmpty, random.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }), !original.isEmpty else { return nil }
            self.kind = kind
            self.original = String(original)
            return
        }
        return nil
    }
}
