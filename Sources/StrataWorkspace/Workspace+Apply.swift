import Foundation

extension Workspace {
    /// Writes (and deletes) the plan all-or-nothing and records the result in the manifest.
    ///
    /// Refuses (changing nothing) if the disk or the manifest changed since `plan`. On any
    /// failure while writing, everything done so far is undone and the error names the path that
    /// failed and why. Files planned as unchanged or skipped are never touched.
    public func apply(_ plan: WritePlan) throws(WorkspaceError) -> WriteReport {
        try checkTargetsUnchanged(since: plan)
        let current = try readManifest()
        guard current.manifest == plan.baseManifest else {
            throw WorkspaceError(
                .stalePlan, path: manifestPath, "changed after the plan was made",
                hint: "another Strata run may be writing here; run again")
        }
        let manifestAfter = plan.manifestAfterApply()
        let manifestData = Self.manifestData(manifestAfter, replacing: current.data)
        var transaction = WriteTransaction(workspace: self)
        let bases = baseChanges(of: plan, manifest: manifestAfter)
        var createdHashes = manifestAfter.files
        for base in bases where base.action == .create { createdHashes[base.path] = ContentHash.of(base.newContents) }
        try transaction.run(plan.entries.filter(\.action.changesDisk) + bases, manifest: manifestData, createdHashes: createdHashes)
        return WriteReport(plan: plan, manifestWritten: manifestData != nil)
    }

    /// The plan is a public, mutable value and time has passed since it was made: check again
    /// that it is safe and that every file it writes or deletes is still as it was when planned.
    private func checkTargetsUnchanged(since plan: WritePlan) throws(WorkspaceError) {
        guard plan.rootPath == rootPath else {
            throw WorkspaceError(
                .stalePlan, path: rootPath, "the plan was made for another output folder ('\(plan.rootPath)')",
                hint: "plan with the workspace you apply with")
        }
        try Self.validate(paths: plan.entries.map(\.path))
        // Writes and deletions alike: each file must still be as it was planned.
        let checked = plan.entries.filter(\.action.changesDisk)
        let failures = SliceFailures()
        let slices = FileSlices.map(count: checked.count) { slice, range -> WorkspaceError? in
            do throws(WorkspaceError) {
                var containment = try SymlinkContainment(rootPath: rootPath)
                for entry in checked[range] {
                    if failures.shouldStop(slice) { break }
                    try checkUnchanged(entry, containment: &containment)
                }
                return nil
            } catch {
                failures.failed(slice)
                return error
            }
        }
        if let first = slices.lazy.compactMap(\.self).first { throw first }
    }

    private func checkUnchanged(_ entry: WritePlan.Entry, containment: inout SymlinkContainment) throws(WorkspaceError) {
        let folderExists = try containment.check(entry.path)
        let disk = folderExists ? try DiskContents.read(absolutePath: absolutePath(of: entry.path), relativePath: entry.path) : .missing
        guard disk.hash == entry.diskHash else {
            throw WorkspaceError(
                .stalePlan, path: entry.path, "changed on disk after the plan was made",
                hint: "run again to plan with the current contents")
        }
    }

    /// The manifest bytes to write, or `nil` when the file on disk already has them (so an
    /// idempotent run leaves even the manifest's modification date alone) or when there is
    /// nothing to record and no manifest yet.
    private static func manifestData(_ manifest: Manifest, replacing current: Data?) -> Data? {
        if current == nil, manifest.files.isEmpty { return nil }
        let data = manifest.encoded()
        return data == current ? nil : data
    }
}
