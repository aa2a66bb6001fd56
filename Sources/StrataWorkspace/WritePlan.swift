/// The decision for every requested file, made by `Workspace.plan` and carried out by
/// `Workspace.apply`. A value: showing it (diffs, dry runs) never touches the disk.
public struct WritePlan: Sendable {
    public struct Entry: Sendable, Hashable {
        /// Relative to the output root, `/`-separated.
        package var path: String
        package var action: WriteAction
        /// The text on disk when planned; `nil` if there was no file or it was not valid UTF-8.
        package var oldContents: String?
        package var newContents: String
        /// `ContentHash` of the bytes on disk when planned; `nil` if there was no file.
        /// `apply` re-checks it so nothing edited after planning is overwritten unseen.
        package var diskHash: String?
        /// Asked to be removed (`plan(_:removing:force:)`): `.delete`, or a skip when someone's
        /// work is at stake. `newContents` is empty.
        package var removes: Bool
        /// For `.merge`: Strata's own new rendering, which the manifest records (and keeps as the
        /// next merge base) while `newContents` is the merged text written to disk.
        package var rendering: String?

        package init(
            path: String, action: WriteAction, oldContents: String?, newContents: String, diskHash: String?, removes: Bool = false,
            rendering: String? = nil
        ) {
            self.path = path
            self.action = action
            self.oldContents = oldContents
            self.newContents = newContents
            self.diskHash = diskHash
            self.removes = removes
            self.rendering = rendering
        }

        /// What Strata rendered for this path: the text the manifest records for it.
        var renderedContents: String { rendering ?? newContents }

        /// A file exists but cannot be shown as text.
        package var isNonUTF8OnDisk: Bool { diskHash != nil && oldContents == nil }

        /// What writing this entry would change (also for skipped entries, to show what was held
        /// back); empty when unchanged.
        package var diff: String {
            if isNonUTF8OnDisk { return UnifiedDiff.renderNonText(path: path) }
            return UnifiedDiff.render(old: oldContents, new: removes ? nil : newContents, path: path)
        }
    }

    /// One per requested file, sorted by path.
    public var entries: [Entry]
    /// The manifest as `plan` read it; `apply` refuses to run if the file changed since.
    package internal(set) var baseManifest: Manifest
    /// Resolved root of the workspace that made the plan, so it cannot be applied to another.
    let rootPath: String

    /// The output group (a generated feature) this plan writes, set by the caller: `apply` then
    /// records in the manifest which paths the group produced, so a later run can remove the ones
    /// it no longer produces. `nil` for commands whose files belong to no group (`mock`, `add`).
    package var group: String?

    /// What planning repaired first: an interrupted write rolled back or completed, leftover hidden
    /// files removed. Shown to the user (`isEmpty` when there was nothing to repair).
    package var recovery: RecoveryReport

    init(entries: [Entry], baseManifest: Manifest, rootPath: String, recovery: RecoveryReport = RecoveryReport()) {
        self.entries = entries
        self.baseManifest = baseManifest
        self.rootPath = rootPath
        self.recovery = recovery
    }

    /// Files kept because a person edited them although Strata would now write something else
    /// than it last wrote: the rest of the output expects the new version, so each is a conflict
    /// to resolve by hand. Stale files (`removes`) are not conflicts; they are reported apart.
    package var conflicts: [Entry] {
        entries.filter { $0.action == .skipEdited && !$0.removes && isConflict($0) }
    }

    /// Settles a conflict (`conflicts`) with the text of a three-way merge: the entry then writes
    /// `merged` and records Strata's rendering. The caller checked that `merged` is valid.
    package mutating func resolve(conflictAt path: String, merged: String) {
        guard let index = entries.firstIndex(where: { $0.path == path && $0.action == .skipEdited && !$0.removes }) else { return }
        entries[index].rendering = entries[index].newContents
        entries[index].newContents = merged
        entries[index].action = .merge
    }

    /// Path → Strata's rendering, for every file of the group whose rendering the manifest records
    /// after `apply`: the merge bases a later run may need.
    var renderings: [(path: String, text: String)] {
        entries.filter { entry in
            !entry.removes && entry.action != .edit && entry.action != .skipUnowned && (entry.action != .skipEdited || isConflict(entry))
        }.map { ($0.path, $0.renderedContents) }
    }

    private func isConflict(_ entry: Entry) -> Bool {
        guard let recorded = baseManifest.files[entry.path] else { return false }
        return ContentHash.of(entry.newContents) != recorded
    }

    /// Diffs of every entry `apply` will write or delete (creations, updates, forced overwrites,
    /// removals), in path order: exactly what will change on disk.
    package var unifiedDiff: String {
        entries.filter(\.action.changesDisk).map(\.diff).joined()
    }

    /// Whether `apply` would write or delete any file.
    package var writesFiles: Bool { entries.contains { $0.action.changesDisk } }

    /// The entries left alone to protect someone's work.
    package var skipped: [Entry] { entries.filter(\.action.isSkip) }

    /// The manifest once this plan is applied: written and unchanged files record their current
    /// hash; deleted files leave it; skipped files keep their old entry so they still count as
    /// edited next time; files edited in place and paths not in this plan are kept as they were.
    func manifestAfterApply() -> Manifest {
        var manifest = baseManifest
        for entry in entries where entry.action == .delete { manifest.files[entry.path] = nil }
        let recorded = entries.filter { $0.action != .edit && $0.action != .delete && ($0.action.writes || $0.action == .unchanged) }
        // Hashing every byte Strata writes grows with the project: it is spread over all cores.
        let hashes = FileSlices.map(count: recorded.count) { _, range in recorded[range].map { ContentHash.of($0.renderedContents) } }
        for (entry, hash) in zip(recorded, hashes.joined()) {
            manifest.files[entry.path] = hash
        }
        if let group { record(group: group, in: &manifest) }
        return manifest
    }

    /// The group's paths: every file it produced that is Strata's (not a file it found and left
    /// alone as someone else's, not a project file edited in place), and the stale ones kept
    /// because they were edited, so they are reported again until resolved. A conflict is
    /// reported once: the kept file's entry moves to the new rendering, so the next run treats it
    /// as an ordinary edited file rather than failing again.
    private func record(group: String, in manifest: inout Manifest) {
        let paths = entries.filter { entry in
            entry.removes ? entry.action == .skipEdited : entry.action != .edit && entry.action != .skipUnowned
        }.map(\.path)
        manifest.generated[group] = paths.isEmpty ? nil : paths.sorted(by: UTF8Order.precedes)
        for conflict in conflicts { manifest.files[conflict.path] = ContentHash.of(conflict.newContents) }
    }
}
