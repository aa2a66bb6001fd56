import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel

/// Runs the enabled rules over an indexed, classified project: every file once, all rules on it,
/// files spread over all cores; then the project-wide rules; then inline suppressions.
public struct LintEngine: Sendable {
    public let configuration: LintConfiguration

    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    public struct Outcome: Sendable {
        /// Reported findings in `Finding.ordered` order (suppressed ones removed).
        public var findings: [Finding]
        public var suppressedCount: Int
        public var filesChecked: Int
    }

    public func run(index: SourceIndex, model: CodebaseModel, concurrency: Int = 8) async -> Outcome {
        let project = LintProject(index: index, model: model, conventions: configuration.conventions, policy: configuration.policy)
        let files = model.files.filter { file in !configuration.exclude.contains { $0.matches(file.path) } }
        let entries = configuration.entries
        // Read once: a rule's id comes from its static description, a copy of which per file and
        // rule was a tenth of the rules' time.
        let ruleIDs = entries.map(\.rule.id)
        let filter = SuppressionFilter(configuration: configuration)

        // Project rules first, so their findings meet the suppressions of the files they point into.
        var collected: [String: [Finding]] = [:]
        for (entry, ruleID) in zip(entries, ruleIDs) {
            var sink = FindingSink(ruleID: ruleID, severity: entry.severity, path: "")
            entry.rule.checkProject(project, &sink)
            for finding in sink.findings { collected[finding.location.file, default: []].append(finding) }
        }
        let projectFindings = collected

        let chunkSize = max(1, min(64, files.count / max(1, concurrency * 4)))
        let chunks = stride(from: 0, to: files.count, by: chunkSize).map { Array(files[$0..<min($0 + chunkSize, files.count)]) }
        let results = await withTaskGroup(of: (findings: [Finding], suppressed: Int).self) { group in
            for chunk in chunks {
                group.addTask {
                    var findings: [Finding] = []
                    var suppressed = 0
                    for info in chunk {
                        guard let summary = project.summary(info.path) else { continue }
                        let file = LintFile(summary: summary, info: info, project: project)
                        var raw = projectFindings[info.path] ?? []
                        var placer: PendingFixPlacer?
                        for (entry, ruleID) in zip(entries, ruleIDs) {
                            var sink = FindingSink(ruleID: ruleID, severity: entry.severity, path: info.path)
                            entry.rule.check(file, &sink)
                            if sink.pendingFixes.isEmpty {
                                raw += sink.findings
                            } else {
                                // Read and parsed once per file, and only for the few files with such a fix.
                                var current = placer ?? PendingFixPlacer(
                                    path: info.path, text: Self.read(info.path, root: index.root), contentHash: summary.contentHash)
                                raw += sink.placingFixes(with: &current)
                                placer = current
                            }
                        }
                        let outcome = filter.apply(to: raw, file: file)
                        findings += outcome.kept + outcome.problems
                        suppressed += outcome.suppressed
                    }
                    return (findings, suppressed)
                }
            }
            var all: [(findings: [Finding], suppressed: Int)] = []
            for await result in group { all.append(result) }
            return all
        }
        let checked = Set(files.map(\.path))
        // Findings in files that are not Swift sources of the index (a `Package.swift` problem, an unreadable file).
        let elsewhere = projectFindings.filter { !checked.contains($0.key) && !isExcluded($0.key) }.values.joined()
        var findings = results.flatMap(\.findings) + elsewhere
        findings.sort(by: Finding.ordered)
        ExitTeardown.keepUntilExit(project)  // the look-ups: released by the exit in the executable
        return Outcome(findings: findings, suppressedCount: results.reduce(0) { $0 + $1.suppressed }, filesChecked: files.count)
    }

    private static func read(_ path: String, root: String) -> String? {
        try? String(contentsOfFile: CompilerStyleReporter.absolute(path, root: root), encoding: .utf8)
    }

    private func isExcluded(_ path: String) -> Bool {
        configuration.exclude.contains { $0.matches(path) }
    }
}
