/// What `apply` will do with one planned file, decided by `Workspace.plan`.
public enum WriteAction: Sendable, Hashable, CaseIterable {
    /// Nothing on disk yet.
    case create
    /// Strata wrote it before and nobody has touched it since.
    case update
    /// Already has exactly these contents; never rewritten, so its modification date stays.
    case unchanged
    /// Strata wrote it, a person edited it since, and `force` was given.
    case overwriteEdited
    /// Strata wrote it, a person edited it since; left alone.
    case skipEdited
    /// Exists but Strata never wrote it (not in the manifest); left alone.
    case skipUnowned
    /// Exists, Strata never wrote it, and `force` was given.
    case overwriteUnowned
    /// An existing source file edited in place at the user's request (`add-property`, `sync`): the
    /// caller read it and computed the new text. Its manifest entry is left as it was, so a later
    /// `generate` treats the file as a person's work rather than overwriting the edit.
    case edit
    /// Strata wrote it, nobody has touched it since, and the caller no longer produces it (a mock
    /// of a deleted protocol): removed, and dropped from the manifest.
    case delete
    /// Strata wrote it, a person edited it since, and what Strata writes here changed: the change
    /// was merged into the person's edit (`ThreeWayMerge`, from what Strata last wrote), because
    /// the two do not overlap. The manifest records Strata's new rendering, so the file still
    /// counts as edited next time.
    case merge

    /// Whether `apply` puts new contents on disk for this action.
    package var writes: Bool {
        switch self {
        case .create, .update, .overwriteEdited, .overwriteUnowned, .edit, .merge: true
        case .unchanged, .skipEdited, .skipUnowned, .delete: false
        }
    }

    /// Whether `apply` changes the disk for this action: new contents, or the file removed.
    package var changesDisk: Bool { writes || self == .delete }

    /// Whether the file is deliberately left as it is because it may hold someone's work.
    package var isSkip: Bool {
        self == .skipEdited || self == .skipUnowned
    }
}
