import Foundation

/// Writes one entry's new contents next to (or, for a new file, at) its target: the staging step
/// of `WriteTransaction`, free of the transaction's state so that several threads can stage at once.
/// Its folders must exist already.
struct Stager: Sendable {
    /// What a run of `stage` did, for the transaction to undo if needed.
    struct Done: Sendable {
        /// Absolute paths of files created where there was none.
        var createdFiles: [String] = []
        /// Relative path → absolute temp path of staged replacements.
        var stagedFiles: [String: String] = [:]
        /// Set when staging stopped at an error; everything above was done before it.
        var failure: WorkspaceError?
    }

    let workspace: Workspace

    /// Records each change in `done` as soon as it is made, so a failure halfway is undone too.
    func stage(_ entry: WritePlan.Entry, recordingIn done: inout Done) throws(WorkspaceError) {
        try WriteTransaction.checkpoint(.stage, entry.path, in: workspace)
        let target = workspace.absolutePath(of: entry.path)
        if entry.diskHash == nil {
            try WriteTransaction.perform(entry.path, "could not create the file") {
                try SystemCalls.createFile(atPath: target, contents: Data(entry.newContents.utf8), permissions: 0o666)
            }
            done.createdFiles.append(target)
            return
        }
        let temp = WriteTransaction.siblingPath(of: target, tag: "strata-tmp")
        try WriteTransaction.perform(entry.path, "could not write a temporary file") {
            try SystemCalls.createFile(atPath: temp, contents: Data(entry.newContents.utf8), permissions: 0o666)
        }
        done.stagedFiles[entry.path] = temp
        // Keep the original's permissions (an executable script stays executable).
        try WriteTransaction.perform(entry.path, "could not copy the file's permissions") {
            try SystemCalls.setPermissions(SystemCalls.permissions(atPath: target), atPath: temp)
        }
    }
}
