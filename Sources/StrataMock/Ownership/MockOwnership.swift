import StrataModel
import StrataWorkspace

/// Takes out of a mock run's plan the files `strata mock` must leave alone, and says why.
enum MockOwnership {
    struct SetAside {
        /// Mock paths another Strata command wrote (`strata generate`'s repository and use case mocks).
        var foreign: [String] = []
        /// Stale mocks (their protocols are gone) kept because someone edited them, or Strata never recorded them.
        var keptStale: [String] = []
        var issues: [StrataIssue] = []
    }

    static func setAside(from plan: inout WritePlan) -> SetAside {
        var result = SetAside()
        let recorded = plan.baseManifest.files
        plan.entries.removeAll { entry in
            if entry.removes {
                guard entry.action.isSkip else { return false }
                result.keptStale.append(entry.path)
                let names = MockMarker.protocols(in: entry.oldContents ?? "").map { "`\($0)`" }.joined(separator: ", ")
                result.issues.append(
                    StrataIssue(
                        .warning, at: SourceLocation(file: entry.path, line: 1, column: 1),
                        "stale mock kept: \(names) no longer in the project, but this file was edited by hand",
                        hint: "delete it yourself if it is no longer needed"))
                return true
            }
            // Written by Strata (recorded), but not by `strata mock`: `generate` keeps it up to date.
            guard recorded[entry.path] != nil, entry.diskHash != nil, entry.action != .unchanged, !MockMarker.marks(entry.oldContents) else { return false }
            result.foreign.append(entry.path)
            result.issues.append(
                StrataIssue(
                    .note, at: SourceLocation(file: entry.path, line: 1, column: 1),
                    "left to `strata generate`: another Strata command wrote this mock, so `strata mock` does not rewrite it",
                    hint: "to have `strata mock` write it instead, delete the file and run `strata mock` again"))
            return true
        }
        return result
    }
}
