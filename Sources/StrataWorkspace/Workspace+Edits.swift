/// An existing file the caller read and wants rewritten in place (a syntax-aware edit).
public struct SourceRewrite: Sendable, Hashable {
    /// Relative to the workspace root, `/`-separated.
    package var path: String
    /// The text the edit was computed from: `plan(edits:)` refuses if the disk no longer holds it.
    package var original: String
    package var rewritten: String

    package init(path: String, original: String, rewritten: String) {
        self.path = path
        self.original = original
        self.rewritten = rewritten
    }
}

extension Workspace {
    /// Plans in-place edits of existing files together with new files, for one all-or-nothing `apply`.
    ///
    /// An edited file must still hold exactly the text the edit was computed from, otherwise the
    /// plan is refused (`stalePlan`) rather than losing whatever changed in between. Edits that
    /// change nothing are left out. New files follow the usual rule (`plan(_:force:)`): created
    /// when missing, left alone when something else is already there unless `force` is given.
    /// `removing`: files the caller no longer produces, as in `plan(_:removing:force:)`.
    public func plan(edits: [SourceRewrite], newFiles: [OutputFile], removing: [String] = [], force: Bool = false) throws(WorkspaceError) -> WritePlan {
        let changed = edits.filter { !$0.original.utf8.elementsEqual($0.rewritten.utf8) }
        // Without edits this is exactly `plan(_:removing:force:)` (generate's common case: no second validation).
        guard !changed.isEmpty else { return try plan(newFiles, removing: removing, force: force) }
        try Self.validate(paths: changed.map(\.path) + newFiles.map(\.path) + removing)
        let creations = try plan(newFiles, removing: removing, force: force)
        var recovery = creations.recovery
        sweepStrayFiles(in: Self.folders(of: changed.map(\.path)), into: &recovery)
        var containment = try SymlinkContainment(rootPath: rootPath)
        var entries = creations.entries
        for edit in changed {
            try containment.check(edit.path)
            let disk = try DiskContents.read(absolutePath: absolutePath(of: edit.path), relativePath: edit.path)
            guard disk.isIdentical(to: edit.original) else {
                throw WorkspaceError(
                    .stalePlan, path: edit.path, "changed on disk while the edit was being prepared",
                    hint: "run the command again")
            }
            entries.append(
                WritePlan.Entry(path: edit.path, action: .edit, oldContents: edit.original, newContents: edit.rewritten, diskHash: disk.hash))
        }
        entries.sort { $0.path < $1.path }
        return WritePlan(entries: entries, baseManifest: creations.baseManifest, rootPath: rootPath, recovery: recovery)
    }
}
