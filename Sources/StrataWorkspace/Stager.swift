import Foundation

/// Writes one entry's new contents to its staging file beside the target: the staging step of
/// `WriteTransaction`, free of the transaction's state so that several threads can stage at once.
/// Its folders must exist already.
struct Stager: Sendable {
    let workspace: Workspace
    let gate: FileOperationGate

    /// - Parameter staged: the staging file's path relative to the root, as the journal names it.
    func stage(_ entry: WritePlan.Entry, at staged: String) throws(WorkspaceError) {
        let temp = workspace.absolutePath(of: staged)
        try gate.perform(.stage, entry.path, "could not write the new contents beside it") {
            try SystemCalls.createFile(atPath: temp, contents: Data(entry.newContents.utf8), permissions: 0o666)
        }
        guard entry.diskHash != nil else { return }
        // Keep the original's permissions (an executable script stays executable).
        let target = workspace.absolutePath(of: entry.path)
        try gate.perform(.stage, entry.path, "could not copy the file's permissions") {
            try SystemCalls.setPermissions(SystemCalls.permissions(atPath: target), atPath: temp)
        }
    }
}
