extension Workspace {
    /// Decides, for each requested file, whether to create, update, leave or skip it.
    ///
    /// Reads the disk and the manifest but changes nothing. Throws for the first unsafe,
    /// duplicated or conflicting path, for a target that is not a regular file, and for a
    /// manifest that cannot be read.
    /// - Parameter force: overwrite files a person edited, or that Strata never wrote.
    public func plan(_ files: [OutputFile], force: Bool) throws(WorkspaceError) -> WritePlan {
        try plan(files, removing: [], force: force)
    }

    /// The same, and the removal of files the caller no longer produces (`removing`, relative
    /// paths): a file Strata wrote and nobody touched since is planned `.delete`; one a person
    /// edited, or Strata never wrote, is skipped whatever `force` says; a missing one is left out.
    package func plan(_ files: [OutputFile], removing: [String], force: Bool) throws(WorkspaceError) -> WritePlan {
        try Self.validate(paths: files.map(\.path) + removing)
        // An interrupted write is finished first, and leftovers beside the targets cleared, so the
        // disk this plan reads is a whole tree.
        var recovery = try recoverInterruptedWrite()
        sweepStrayFiles(in: Self.folders(of: files.map(\.path) + removing), into: &recovery)
        let manifest = try readManifest().manifest
        let files = files.sorted(by: { $0.path < $1.path })
        let failures = SliceFailures()
        // One system call or two per file, spread over the cores (see `FileSlices`).
        let slices = FileSlices.map(count: files.count) { slice, range -> Result<[WritePlan.Entry], WorkspaceError> in
            do throws(WorkspaceError) {
                var containment = try SymlinkContainment(rootPath: rootPath)
                var entries: [WritePlan.Entry] = []
                entries.reserveCapacity(range.count)
                for file in files[range] {
                    if failures.shouldStop(slice) { break }
                    entries.append(try entry(for: file, manifest: manifest, force: force, containment: &containment))
                }
                return .success(entries)
            } catch {
                failures.failed(slice)
                return .failure(error)
            }
        }
        var entries: [WritePlan.Entry] = []
        entries.reserveCapacity(files.count)
        for slice in slices {
            switch slice {
            case .success(let sliceEntries): entries += sliceEntries
            case .failure(let error): throw error  // the first in path order
            }
        }
        // Removals are few (stale mocks): checked on this thread.
        var containment = try SymlinkContainment(rootPath: rootPath)
        for path in removing {
            guard try containment.check(path) else { continue }  // its folder is gone, so is the file
            let disk = try DiskContents.read(absolutePath: absolutePath(of: path), relativePath: path)
            guard let action = WriteDecision.removal(disk: disk, recordedHash: manifest.files[path]) else { continue }
            entries.append(WritePlan.Entry(path: path, action: action, oldContents: disk.text, newContents: "", diskHash: disk.hash, removes: true))
        }
        if !removing.isEmpty { entries.sort { $0.path < $1.path } }
        return WritePlan(entries: entries, baseManifest: manifest, rootPath: rootPath, recovery: recovery)
    }

    /// What `plan` would decide for this one file, without planning the rest: a caller whose next
    /// stage depends on one file's fate (is the error file at this path Strata's own?) asks this
    /// first and plans the whole set once, with what it learnt. Reads the disk and the manifest;
    /// changes nothing, and does not finish an interrupted write (the caller's `plan` does).
    package func decision(for file: OutputFile, force: Bool) throws(WorkspaceError) -> WriteAction {
        try Self.validate(paths: [file.path])
        let manifest = try readManifest().manifest
        var containment = try SymlinkContainment(rootPath: rootPath)
        return try entry(for: file, manifest: manifest, force: force, containment: &containment).action
    }

    /// The distinct folders (relative, "" for the root) holding `paths`.
    static func folders(of paths: [String]) -> Set<String> {
        Set(paths.map { path in path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "" })
    }

    /// The decision for one file, from what is on disk.
    private func entry(
        for file: OutputFile, manifest: Manifest, force: Bool, containment: inout SymlinkContainment
    ) throws(WorkspaceError) -> WritePlan.Entry {
        // A first run writes into folders that do not exist yet: no need to look for each file.
        let folderExists = try containment.check(file.path)
        let disk = folderExists ? try DiskContents.read(absolutePath: absolutePath(of: file.path), relativePath: file.path) : .missing
        let action = WriteDecision.action(
            disk: disk, newContents: file.contents, recordedHash: manifest.files[file.path], force: force)
        // An unchanged file holds exactly the new contents: share them rather than decode a copy.
        return WritePlan.Entry(
            path: file.path, action: action, oldContents: action == .unchanged ? file.contents : disk.text,
            newContents: file.contents, diskHash: disk.hash)
    }

    /// The checks that need no disk access: syntax, duplicates, file-versus-folder clashes.
    static func validate(paths: [String]) throws(WorkspaceError) {
        var seen = Set<String>()
        for path in paths {
            try PathRules.check(path)
            guard seen.insert(path).inserted else {
                throw WorkspaceError(
                    .duplicatePath, path: path, "is planned more than once",
                    hint: "two outputs map to the same file; rename one of them")
            }
        }
        try PathRules.checkNoFileIsAlsoADirectory(seen)
    }
}
