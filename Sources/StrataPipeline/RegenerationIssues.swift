import StrataModel
import StrataWorkspace

/// What a regeneration could not do alone and the user must settle: a kept, edited file the spec
/// changed meanwhile that could not be merged (an error: the rest of the feature now expects the
/// new version, so the build breaks until it is merged), a file the spec no longer produces kept
/// because it was edited, and a note for each edit the spec's change was merged into.
enum RegenerationIssues {
    static func of(_ plan: WritePlan, unmerged: [String: EditMerging.Unmerged] = [:]) -> [StrataIssue] {
        let conflicts = plan.conflicts.map { entry in
            let why = unmerged[entry.path]
            return StrataIssue(
                .error, at: SourceLocation(file: entry.path, line: why?.line ?? 1, column: 1),
                "conflict: kept because it was edited by hand, but the spec changed what Strata writes here, and \(why?.reason ?? "the change was not merged"); the other generated files expect the new version",
                hint: "merge the change printed below (kept file → new rendering) into your edit, or take Strata's version with --force")
        }
        let merged = plan.entries.filter { $0.action == .merge }.map { entry in
            StrataIssue(
                .note, at: SourceLocation(file: entry.path, line: 1, column: 1),
                "merged: edited by hand, and the spec's change to it touched other lines, so both are kept")
        }
        let stale = plan.entries.filter { $0.removes && $0.action == .skipEdited }.map { entry in
            StrataIssue(
                .warning, at: SourceLocation(file: entry.path, line: 1, column: 1),
                "stale: the spec no longer produces this file, but it was edited by hand since Strata wrote it, so it is kept",
                hint: "delete it if it is no longer needed (and what still refers to it), or add its use case back to the spec")
        }
        return conflicts + stale + merged
    }
}
