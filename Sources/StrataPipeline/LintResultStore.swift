import Foundation
import StrataIndex
import StrataLint
import StrataModel
import StrataSpec

/// One lint run's use of `LintResultCache`: the previous results, the sources as they are now, and
/// the key both are taken under.
struct LintResultStore {
    let rootPath: String
    let directory: String
    let key: String
    let previous: LintResultCache?
    let states: SourceStates

    init(request: LintRun.Request, excludes: [String]) {
        let location = ProjectCacheLocation(project: request.project)
        let root = location.rootPath
        rootPath = root
        directory = location.directory
        key = Self.key(request, root: root)
        let previous = LintResultCache.load(from: directory)
        self.previous = previous
        states = SourceStates.scan(root: root, excludes: excludes, previous: previous?.states)
    }

    /// The previous results when nothing they depend on has changed.
    func replay() -> LintResultCache? {
        guard let previous, previous.replays(key: key, states: states) else { return nil }
        return previous
    }

    /// The file rules' findings a run over `index` can reuse (`LintEngine.run(reusing:)`); empty for none.
    func reusableFileFindings(for index: SourceIndex) -> [String: [Finding]] {
        previous?.reusableFileFindings(key: key, index: index) ?? [:]
    }

    /// Keeps the results of a run over `index`, unless a file changed while it ran (the scan and the
    /// index then disagree, and the results stand for neither).
    func save(_ outcome: LintEngine.Outcome, index: SourceIndex) {
        var indexed: [String: LintResultCache.IndexedFile] = [:]
        indexed.reserveCapacity(index.files.count)
        for summary in index.files { indexed[summary.path] = LintResultCache.IndexedFile(summary) }
        guard LintResultCache.statesMatch(states, indexed) else { return }
        LintResultCache(
            key: key, states: states, findings: outcome.findings, suppressedCount: outcome.suppressedCount,
            filesChecked: outcome.filesChecked, fileRuleFindings: outcome.fileRuleFindings, indexedFiles: indexed,
            projectFactsDigest: index.projectFactsDigest
        ).save(to: directory)
    }

    /// Everything besides the sources that decides the findings: the project's `.strata.yml`, the
    /// request's preset and rules, and the executable itself (another build may have other rules).
    static func key(_ request: LintRun.Request, root: String) -> String {
        let config = FileManager.default.contents(atPath: root + "/" + ConfigLoader.fileName).map { stableDigest(String(decoding: $0, as: UTF8.self)) }
        let parts = [
            "config=\(config.map(String.init) ?? "none")", "preset=\(request.presetOverride ?? "")",
            "only=\(request.only?.joined(separator: ",") ?? "*")", "executable=\(ExecutableIdentity.current)",
        ]
        return parts.joined(separator: ";")
    }
}
