/// The per-file rule at the heart of `plan`: never lose a person's edits without `force`.
enum WriteDecision {
    /// - Parameters:
    ///   - recordedHash: the manifest's hash for this path, `nil` if Strata never wrote it.
    static func action(disk: DiskContents, newContents: String, recordedHash: String?, force: Bool) -> WriteAction {
        guard let diskHash = disk.hash else { return .create }
        if disk.isIdentical(to: newContents) { return .unchanged }
        guard let recordedHash else {
            // An unrecorded file holding the first bytes of what Strata writes (or nothing at all) is
            // a write an older Strata was stopped in, before its manifest said so: it holds no one's
            // work, so the write is finished rather than the file reported as someone else's.
            if disk.isStrictPrefix(of: newContents) { return .update }
            return force ? .overwriteUnowned : .skipUnowned
        }
        if diskHash == recordedHash { return .update }
        return force ? .overwriteEdited : .skipEdited
    }

    /// A file the caller no longer produces. Removal only ever undoes Strata's own work, so
    /// there is no `force`; nil when there is nothing to remove.
    static func removal(disk: DiskContents, recordedHash: String?) -> WriteAction? {
        guard let diskHash = disk.hash else { return nil }
        guard let recordedHash else { return .skipUnowned }
        return diskHash == recordedHash ? .delete : .skipEdited
    }
}
