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

    /// Whether `apply` puts new contents on disk for this action.
    public var writes: Bool {
        switch self {
        case .create, .update, .overwriteEdited, .overwriteUnowned: true
        case .unchanged, .skipEdited, .skipUnowned: false
        }
    }

    /// Whether the file is deliberately left as it is because it may hold someone's work.
    public var isSkip: Bool {
        self == .skipEdited || self == .skipUnowned
    }
}
