import Foundation
import StrataModel

extension WorkspaceError {
    /// The error as an issue at line 1 of its file, named by its absolute path so that editors and
    /// terminals can open it (the workspace's own paths are relative to the root).
    /// - Parameter prefix: words before the message, such as "cannot write the fixes: ".
    package func issue(in root: URL, prefix: String = "") -> StrataIssue {
        StrataIssue(.error, at: SourceLocation(file: absolutePath(in: root), line: 1, column: 1), prefix + message, hint: hint)
    }

    /// The error alone, as the `StrataIssues` a pipeline throws.
    package func issues(in root: URL) -> StrataIssues { StrataIssues([issue(in: root)]) }
}
