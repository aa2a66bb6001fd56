/// Renders changes in the unified format of `diff -u` and `git diff`, for people to review
/// before Strata writes anything.
package enum UnifiedDiff {
    /// The diff from `old` to `new` (`nil` means the file does not exist), or `""` when they are
    /// identical. Headers are `--- a/<path>` / `+++ b/<path>`, with `/dev/null` for a missing
    /// side; hunks carry `context` unchanged lines around changes and merge when those overlap.
    /// As in GNU diff and git, a range of one line is written without its `,1`.
    package static func render(old: String?, new: String?, path: String, context: Int = 3) -> String {
        switch (old, new) {
        case (nil, nil):
            return ""
        case (let old?, let new?) where old.utf8.elementsEqual(new.utf8):
            return ""
        default:
            break
        }
        let edits = EditScript.between(DiffLine.lines(of: old ?? ""), DiffLine.lines(of: new ?? ""))
        var text = header(old: old == nil ? nil : path, new: new == nil ? nil : path)
        for hunk in hunks(of: edits, context: max(0, context)) {
            text += render(hunk: edits[hunk])
        }
        return text
    }

    /// Stand-in for a file whose current contents cannot be shown as text.
    package static func renderNonText(path: String) -> String {
        header(old: path, new: path) + "binary or non-UTF-8 file; contents not shown\n"
    }

    private static func header(old: String?, new: String?) -> String {
        "--- \(old.map { "a/\($0)" } ?? "/dev/null")\n+++ \(new.map { "b/\($0)" } ?? "/dev/null")\n"
    }

    /// Index ranges of `edits` to show: each change plus `context` lines around it, merged when
    /// the gap between two changes is at most `2 * context` lines (GNU diff's rule).
    static func hunks(of edits: [Edit], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        var current: Range<Int>?
        for index in edits.indices where edits[index].kind != .context {
            let lower = max(0, index - context)
            let upper = min(edits.count, index + context + 1)
            if let open = current, lower <= open.upperBound {
                current = open.lowerBound..<upper
            } else {
                if let open = current { hunks.append(open) }
                current = lower..<upper
            }
        }
        if let open = current { hunks.append(open) }
        return hunks
    }

    private static func render(hunk: ArraySlice<Edit>) -> String {
        guard let first = hunk.first else { return "" }
        let oldCount = hunk.count { $0.kind != .insertion }
        let newCount = hunk.count { $0.kind != .removal }
        var text = "@@ -\(range(first.oldOffset, oldCount)) +\(range(first.newOffset, newCount)) @@\n"
        for edit in hunk {
            let marker =
                switch edit.kind {
                case .context: " "
                case .removal: "-"
                case .insertion: "+"
                }
            text += marker + edit.line.text + "\n"
            if !edit.line.hasNewline { text += "\\ No newline at end of file\n" }
        }
        return text
    }

    /// `start,count` with 1-based `start`; an empty range names the line before it (`-0,0` at
    /// the top of a file), and a single line drops the count.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }
}
