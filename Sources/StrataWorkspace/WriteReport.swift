/// What `apply` did, for the CLI to summarise. Every list is in path order.
public struct WriteReport: Sendable, Hashable {
    /// Why a file was left alone.
    package enum SkipReason: Sendable, Hashable, CustomStringConvertible {
        /// Strata wrote it, but it was edited since.
        case editedSinceGenerated
        /// Strata never wrote it.
        case notWrittenByStrata

        package var description: String {
            switch self {
            case .editedSinceGenerated: "edited since Strata generated it"
            case .notWrittenByStrata: "not written by Strata"
            }
        }
    }

    package struct SkippedFile: Sendable, Hashable {
        package var path: String
        package var reason: SkipReason
    }

    package var created: [String] = []
    /// Files Strata wrote before and nobody touched since.
    package var updated: [String] = []
    /// Files replaced because of `force` (edited by a person, or not written by Strata).
    package var overwritten: [String] = []
    /// Files already identical; not rewritten.
    package var unchanged: [String] = []
    /// Files Strata wrote before, untouched since, that the run no longer produces: removed.
    package var deleted: [String] = []
    /// Files a person edited, given the spec's change by a three-way merge.
    package var merged: [String] = []
    package var skipped: [SkippedFile] = []
    /// Whether `.strata/manifest.json` was (re)written.
    package var manifestWritten = false

    init(plan: WritePlan, manifestWritten: Bool) {
        self.manifestWritten = manifestWritten
        for entry in plan.entries {
            switch entry.action {
            case .create: created.append(entry.path)
            case .update, .edit: updated.append(entry.path)
            case .overwriteEdited, .overwriteUnowned: overwritten.append(entry.path)
            case .unchanged: unchanged.append(entry.path)
            case .delete: deleted.append(entry.path)
            case .merge: merged.append(entry.path)
            case .skipEdited: skipped.append(SkippedFile(path: entry.path, reason: .editedSinceGenerated))
            case .skipUnowned: skipped.append(SkippedFile(path: entry.path, reason: .notWrittenByStrata))
            }
        }
    }

    /// Paths whose contents changed on disk.
    public var written: [String] { (created + updated + overwritten + merged).sorted() }
}
