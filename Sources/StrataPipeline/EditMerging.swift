import StrataGenerate
import StrataModel
import StrataWorkspace

/// Regeneration over a person's edits: a kept, edited file whose rendering the spec changed gets
/// the change by a three-way merge from what Strata last wrote (kept under `.strata/base/`), when
/// the edit and the change touch different lines and the merged Swift still parses. What cannot
/// be merged stays a conflict (`RegenerationIssues`), the person's file untouched.
enum EditMerging {
    /// Why a conflict could not be merged, by path: the 1-based line of the person's file where the
    /// changes meet, and what stopped the merge.
    struct Unmerged: Sendable {
        var line: Int
        var reason: String
    }

    static func resolve(_ plan: inout WritePlan, in workspace: Workspace) -> [String: Unmerged] {
        var unmerged: [String: Unmerged] = [:]
        for conflict in plan.conflicts {
            guard let ours = conflict.oldContents, let base = workspace.lastWritten(conflict.path, manifest: plan.baseManifest) else {
                unmerged[conflict.path] = Unmerged(line: 1, reason: "what Strata last wrote here was not kept, so the change cannot be merged")
                continue
            }
            switch ThreeWayMerge.merge(base: base, ours: ours, theirs: conflict.newContents) {
            case .conflict(let line):
                unmerged[conflict.path] = Unmerged(line: line, reason: "your edit and the spec's change touch the same lines")
            case .merged(let text):
                let errors =
                    conflict.path.hasSuffix(".swift")
                    ? Verifier().verify(text, path: conflict.path).filter { $0.severity == .error } : []
                if let first = errors.first {
                    unmerged[conflict.path] = Unmerged(
                        line: first.location?.line ?? 1, reason: "merging your edit with the spec's change does not parse (\(first.message))")
                } else {
                    plan.resolve(conflictAt: conflict.path, merged: text)
                }
            }
        }
        return unmerged
    }
}
