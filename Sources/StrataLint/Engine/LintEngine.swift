import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataParallel

/// Runs the enabled rules over an indexed, classified project: every file once, all rules on it,
/// files spread over all cores; then the project-wide rules; then inline suppressions.
public struct LintEngine: Sendable {
    package let configuration: LintConfiguration

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    public struct Outcome: Sendable {
        /// Reported findings in `Finding.ordered` order (suppressed ones removed).
        public var findings: [Finding]
        public var suppressedCount: Int
        public var filesChecked: Int
        /// Each checked file's own rules' findings before suppressions (files without any left out):
        /// what a later run may hand back as `reusing` while the file and what it sees stay the same.
        public var fileRuleFindings: [String: [Finding]] = [:]

        package init(findings: [Finding], suppressedCount: Int, filesChecked: Int, fileRuleFindings: [String: [Finding]] = [:]) {
            self.findings = findings
            self.suppressedCount = suppressedCount
            self.filesChecked = filesChecked
            self.fileRuleFindings = fileRuleFindings
        }
    }

    /// - Parameter reusing: the file rules' findings (as `Outcome.fileRuleFindings` gave them) of files
    ///   not to check again, by path; a listed file with no findings maps to `[]`. The project rules and
    ///   the suppressions always run, so the outcome is what a full run gives when these are still right.
    public func run(index: SourceIndex, model: CodebaseModel, concurrency: Int = 8, reusing: [String: [Finding]] = [:]) async -> Outcome {
        let project = LintProject(index: index, model: model, conventions: configuration.conventions, policy: configuration.policy)
        let outcome = await run(project: project, concurrency: concurrency, reusing: reusing)
        ExitTeardown.keepUntilExit(project)  // the look-ups: released by the exit in the executable
        return outcome
    }

    /// The same over look-ups already built (`LintProject.replacing(_:)` in a long-lived process);
    /// `project` must have been built under this configuration's conventions and policy.
    public func run(project: LintProject, concurrency: Int = 8, reusing: [String: [Finding]] = [:]) async -> Outcome {
        await run(project: project, concurrency: concurrency, reuse: Reuse(listed: reusing))
    }

    /// The same, checking only the files at `rechecked`: every other file's rule findings are taken
    /// from `previous` (as `Outcome.fileRuleFindings` gave them: a file without any is not listed).
    public func run(project: LintProject, concurrency: Int = 8, rechecking rechecked: Set<String>, previous: [String: [Finding]]) async -> Outcome {
        await run(project: project, concurrency: concurrency, reuse: Reuse(rechecked: rechecked, previous: previous))
    }

    /// Which files' rule findings a run takes as they are instead of checking the file.
    private struct Reuse: Sendable {
        /// Every file but these is reused; nil: only the files `findings` lists are.
        var rechecked: Set<String>?
        var findings: [String: [Finding]]

        init(listed: [String: [Finding]]) {
            findings = listed
        }

        init(rechecked: Set<String>, previous: [String: [Finding]]) {
            self.rechecked = rechecked
            findings = previous
        }

        /// The findings to reuse for the file at `path`, or nil to check it.
        func findings(of path: String) -> [Finding]? {
            guard let rechecked else { return findings[path] }
            return rechecked.contains(path) ? nil : findings[path] ?? []
        }
    }

    private func run(project: LintProject, concurrency: Int, reuse: Reuse) async -> Outcome {
        let index = project.index, model = project.model
        // Positions in `model.files`, which are usually the summaries' positions in the index too.
        let files = model.files.indices.filter { position in !isExcluded(model.files[position].path) }
        let entries = configuration.entries
        // Read once: a rule's id comes from its static description, a copy of which per file and
        // rule was a tenth of the rules' time.
        let ruleIDs = entries.map(\.rule.id)
        let filter = SuppressionFilter(configuration: configuration)

        // The project rules run as one more task beside the files' rules; the findings of a file
        // meet its inline suppressions once both are in (only files with `strata:` comments).
        var projectFindings: [String: [Finding]] = [:]
        var fileResults: [FileResult] = []
        fileResults.reserveCapacity(files.count)
        let chunkSize = ParallelChunks.size(count: files.count, workers: concurrency, maximumSize: 64)
        await withTaskGroup(of: Piece.self) { group in
            group.addTask {
                var collected: [String: [Finding]] = [:]
                for (entry, ruleID) in zip(entries, ruleIDs) {
                    var sink = FindingSink(ruleID: ruleID, severity: entry.severity, path: "")
                    entry.rule.checkProject(project, &sink)
                    for finding in sink.findings { collected[finding.location.file, default: []].append(finding) }
                }
                return .project(collected)
            }
            for start in stride(from: 0, to: files.count, by: chunkSize) {
                let chunk = files[start..<min(start + chunkSize, files.count)]
                group.addTask {
                    var results: [FileResult] = []
                    for position in chunk {
                        let info = model.files[position]
                        guard let summaryPosition = project.summaryPosition(of: info.path, guess: position) else { continue }
                        let filtered = !index.files[summaryPosition].code.directives.isEmpty
                        if let reused = reuse.findings(of: info.path) {
                            // A reused file's `LintFile` is made only for its suppressions.
                            if !reused.isEmpty || filtered {
                                results.append(
                                    FileResult(
                                        path: info.path, findings: reused, filtered: filtered ? LintFile(position: summaryPosition, info: info, project: project) : nil))
                            }
                            continue
                        }
                        let file = LintFile(position: summaryPosition, info: info, project: project)
                        var raw: [Finding] = []
                        var placer: PendingFixPlacer?
                        // By position: iterating the entries copied each rule (and retained what it
                        // holds) per file and rule, on counters both cores were writing to.
                        for position in entries.indices {
                            var sink = FindingSink(ruleID: ruleIDs[position], severity: entries[position].severity, path: info.path)
                            entries[position].rule.check(file, &sink)
                            if sink.pendingFixes.isEmpty {
                                raw += sink.findings
                            } else {
                                // Read and parsed once per file, and only for the few files with such a fix.
                                var current =
                                    placer
                                    ?? PendingFixPlacer(
                                        path: info.path, text: Self.read(info.path, root: index.root), contentHash: file.summary.contentHash)
                                raw += sink.placingFixes(with: &current)
                                placer = current
                            }
                        }
                        if !raw.isEmpty || filtered { results.append(FileResult(path: info.path, findings: raw, filtered: filtered ? file : nil)) }
                    }
                    return .files(results)
                }
            }
            for await piece in group {
                switch piece {
                case .project(let collected): projectFindings = collected
                case .files(let results): fileResults += results
                }
            }
        }
        // Findings gathered by file, then each file's sorted on its own and the files joined in path
        // order: the order `Finding.ordered` gives, without comparing the long paths of every pair.
        var byFile: [String: [Finding]] = [:]
        byFile.reserveCapacity(fileResults.count + projectFindings.count)
        func gather(_ found: [Finding]) {
            guard let first = found.first?.location.file else { return }
            if byFile[first] == nil, found.allSatisfy({ $0.location.file == first }) {
                byFile[first] = found
            } else {
                for finding in found { byFile[finding.location.file, default: []].append(finding) }
            }
        }
        var suppressed = 0
        var merged = Set<String>()
        var fileRuleFindings: [String: [Finding]] = [:]
        for result in fileResults {
            if !result.findings.isEmpty { fileRuleFindings[result.path] = result.findings }
            // Project findings first, as the suppressions have always seen them.
            let raw = projectFindings[result.path].map { $0 + result.findings } ?? result.findings
            merged.insert(result.path)
            guard let file = result.filtered else {
                gather(raw)
                continue
            }
            let outcome = filter.apply(to: raw, file: file)
            gather(outcome.kept + outcome.problems)
            suppressed += outcome.suppressed
        }
        for (path, found) in projectFindings where !merged.contains(path) {
            if isExcluded(path) { continue }
            if project.files[path] != nil {
                // Project findings in checked files no file rule spoke about and without suppressions.
                guard project.summaryPosition(of: path) != nil else { continue }
            }
            // Or in files that are not Swift sources of the index (a `Package.swift` problem, an unreadable file).
            gather(found)
        }
        var findings: [Finding] = []
        findings.reserveCapacity(byFile.values.reduce(0) { $0 + $1.count })
        for path in byFile.keys.sorted() { findings += byFile[path]!.sorted(by: Finding.orderedInFile) }
        return Outcome(findings: findings, suppressedCount: suppressed, filesChecked: files.count, fileRuleFindings: fileRuleFindings)
    }

    /// What one task hands back: the project rules' findings by file, or a chunk of files' results.
    private enum Piece: Sendable {
        case project([String: [Finding]])
        case files([FileResult])
    }

    /// A file's own findings, and the file when it has `strata:` comments to apply to them.
    private struct FileResult: Sendable {
        var path: String
        var findings: [Finding]
        var filtered: LintFile?
    }

    private static func read(_ path: String, root: String) -> String? {
        try? String(contentsOfFile: CompilerStyleReporter.absolute(path, root: root), encoding: .utf8)
    }

    private func isExcluded(_ path: String) -> Bool {
        configuration.exclude.contains { $0.matches(path) }
    }
}
