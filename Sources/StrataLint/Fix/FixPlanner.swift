import Foundation
import StrataIndex
import StrataModel
import StrataWorkspace

/// Turns the fixes of findings into new file contents and a diff, and checks them before anything
/// is written: the file must not have changed since it was linted, edits must not overlap, and the
/// result must parse with no more syntax errors than before.
public struct FixPlanner: Sendable {
    public struct Change: Sendable {
        package var path: String
        package var original: String
        package var fixed: String
        package var fixedFindings: [Finding]
        package var diff: String
    }

    package struct Plan: Sendable {
        package var changes: [Change] = []
        /// Findings with a fix that was not applied, and why.
        package var skipped: [(finding: Finding, reason: String)] = []
    }

    package let root: String
    package let includeUnsafe: Bool

    package init(root: String, includeUnsafe: Bool) {
        self.root = root
        self.includeUnsafe = includeUnsafe
    }

    package func plan(_ findings: [Finding], summaries: [String: FileSummary]) -> Plan {
        var plan = Plan()
        let byFile = Dictionary(grouping: findings.filter { $0.fix != nil }, by: \.location.file)
        for path in byFile.keys.sorted() {
            guard let fixable = byFile[path] else { continue }
            var chosen: [Finding] = []
            for finding in fixable {
                if finding.fix?.isSafe == true || includeUnsafe {
                    chosen.append(finding)
                } else {
                    plan.skipped.append((finding, "unsafe fix: add --unsafe-fixes to apply it"))
                }
            }
            guard !chosen.isEmpty else { continue }
            let absolute = CompilerStyleReporter.absolute(path, root: root)
            guard let data = FileManager.default.contents(atPath: absolute), let original = String(data: data, encoding: .utf8) else {
                plan.skipped += chosen.map { ($0, "cannot read the file") }
                continue
            }
            if let summary = summaries[path], FileSummary.contentHash(of: original) != summary.contentHash {
                plan.skipped += chosen.map { ($0, "the file changed since it was linted; run lint again") }
                continue
            }
            switch TextEdits.apply(chosen.flatMap { $0.fix?.edits ?? [] }, to: original) {
            case .failure(let failure):
                plan.skipped += chosen.map { ($0, failure.reason) }
            case .success(let fixed):
                let before = Indexer.summarize(source: original, path: path).syntaxErrorCount
                guard Indexer.summarize(source: fixed, path: path).syntaxErrorCount <= before else {
                    plan.skipped += chosen.map { ($0, "the fixed file would not parse; fix it by hand") }
                    continue
                }
                plan.changes.append(
                    Change(
                        path: path, original: original, fixed: fixed, fixedFindings: chosen,
                        diff: UnifiedDiff.render(old: original, new: fixed, path: path)))
            }
        }
        return plan
    }

    /// Writes every change through the workspace, all or nothing: if any file changed since it was
    /// read, or one write fails, no file is left changed. Returns the problems, with locations.
    package func write(_ plan: Plan) -> [StrataIssue] {
        guard !plan.changes.isEmpty else { return [] }
        let workspace = Workspace(root: URL(fileURLWithPath: root, isDirectory: true))
        let edits = plan.changes.map { SourceRewrite(path: $0.path, original: $0.original, rewritten: $0.fixed) }
        do throws(WorkspaceError) {
            _ = try workspace.apply(try workspace.plan(edits: edits, newFiles: []))
            return []
        } catch {
            return [error.issue(in: workspace.root, prefix: "cannot write the fixes: ")]
        }
    }
}
