/// The per-file rule at the heart of `plan`: never lose a person's edits without `force`.
enum WriteDecision {
    /// - Parameters:
    ///   - recordedHash: the manifest's hash for this path, `nil` if Strata never wrote it.
    static func action(disk: DiskContents, newContents: String, recordedHash: String?, force: Bool) -> WriteAction {
        guard let diskHash = disk.hash else { return .create }
        if disk.isIdentical(to: newContents) { return .unchanged }
        guard let recordedHash else { return force ? .overwriteUnowned : .skipUnowned }
        if diskHash == recordedHash { return .update }
        return force ? .overwriteEdited : .skipEdited
    }
}
