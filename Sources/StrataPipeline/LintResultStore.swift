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
    /// What a long-lived process kept of the previous run under the same root and key (`LintMemory`).
    let remembered: LintMemory.State?
    let memory: LintMemory?
    let states: SourceStates

    init(request: LintRun.Request, excludes: [String]) {
        let location = ProjectCacheLocation(project: request.project)
        let root = location.rootPath
        rootPath = root
        directory = location.directory
        key = Self.key(request, root: root)
        memory = request.lintMemory
        remembered = request.lintMemory?.state(rootPath: root, key: key)
        let previous = remembered?.results ?? LintResultCache.load(from: directory)
        self.previous = previous
        states = SourceStates.scan(root: root, excludes: excludes, previous: previous?.states)
    }

    /// The previous results when nothing they depend on has changed. When many files' stamps have
    /// become old enough to trust since they were stored (a fresh checkout's), the results are stored
    /// again under them, or every later scan reads and hashes those files again; a few (the last
    /// edit's) are cheaper to read again than the results file is to write.
    func replay() -> LintResultCache? {
        guard let previous, previous.replays(key: key, states: states) else { return nil }
        memory?.refreshStates(states, rootPath: rootPath, key: key)
        if states.newlyTrustedCount(since: previous.states) * 16 >= max(states.files.count, 16) {
            var restamped = previous
            restamped.states = states
            if let memory { memory.save(restamped, to: directory) } else { restamped.save(to: directory) }
        }
        return previous
    }

    /// The file rules' findings a run over `index` can reuse (`LintEngine.run(reusing:)`); empty for none.
    func reusableFileFindings(for index: SourceIndex) -> [String: [Finding]] {
        previous?.reusableFileFindings(key: key, index: index) ?? [:]
    }

    /// The files whose content changed since the remembered run, when that is all that changed (the
    /// same files, Xcode projects and walk notes) and each can be read; nil otherwise.
    func editedSinceRemembered() -> [SourceStates.File]? {
        guard let before = remembered?.results.states, before.files.count == states.files.count,
            before.xcodeProjects == states.xcodeProjects, before.walkNotes == states.walkNotes
        else { return nil }
        var edited: [SourceStates.File] = []
        for (old, new) in zip(before.files, states.files) {
            guard old.path == new.path, new.contentHash != SourceStates.unreadable else { return nil }
            if old.contentHash != new.contentHash { edited.append(new) }
        }
        return edited
    }

    /// Keeps the results of a run over `index` and returns them, unless a file changed while it ran
    /// (the scan and the index then disagree, and the results stand for neither).
    @discardableResult
    func save(_ outcome: LintEngine.Outcome, index: SourceIndex) -> LintResultCache? {
        save(outcome, indexed: indexedFiles(index), projectFactsDigest: index.projectFactsDigest, checksStates: true)
    }

    /// The same for a run over the remembered index with the `edited` summaries put in (whose
    /// hashes are the scan's, and no manifest among them): the scan and the index agree by
    /// construction, and the targets and problems are the remembered ones.
    func save(_ outcome: LintEngine.Outcome, edited: [FileSummary]) -> LintResultCache? {
        guard let remembered = remembered?.results else { return nil }
        var indexed = remembered.indexedFiles
        for summary in edited { indexed[summary.path] = LintResultCache.IndexedFile(summary) }
        return save(outcome, indexed: indexed, projectFactsDigest: remembered.projectFactsDigest, checksStates: false)
    }

    private func save(
        _ outcome: LintEngine.Outcome, indexed: [String: LintResultCache.IndexedFile], projectFactsDigest: UInt64, checksStates: Bool
    ) -> LintResultCache? {
        guard !checksStates || LintResultCache.statesMatch(states, indexed) else { return nil }
        let results = LintResultCache(
            key: key, states: states, findings: outcome.findings, suppressedCount: outcome.suppressedCount,
            filesChecked: outcome.filesChecked, fileRuleFindings: outcome.fileRuleFindings, indexedFiles: indexed,
            projectFactsDigest: projectFactsDigest)
        if let memory { memory.save(results, to: directory) } else { results.save(to: directory) }
        return results
    }

    /// Each indexed file's content hash and digest, by path.
    private func indexedFiles(_ index: SourceIndex) -> [String: LintResultCache.IndexedFile] {
        var indexed: [String: LintResultCache.IndexedFile] = [:]
        indexed.reserveCapacity(index.files.count)
        let known = previous?.key == key ? previous?.indexedFiles ?? [:] : [:]
        for summary in index.files {
            // Under the same key (executable included) a digest is a function of the content: an unchanged file keeps its digest.
            if let before = known[summary.path], before.contentHash == summary.contentHash {
                indexed[summary.path] = before
            } else {
                indexed[summary.path] = LintResultCache.IndexedFile(summary)
            }
        }
        return indexed
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
