import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataPipeline
import StrataSpec
import StrataWorkspace

/// One project, kept warm between tool calls: the index summaries live in memory (unchanged files
/// cost a `stat`, changed ones a parse, nothing is decoded from the cache file), and the last
/// classification is reused while the index fingerprint is the same.
actor ProjectSession {
    /// The project root every path is confined to, standardised.
    let root: URL
    private let memory = IndexMemory()
    /// Lint's results and look-ups, so a call after an edit of bodies only checks the edited files.
    private let lintMemory = LintMemory()
    private var last: (fingerprint: String, outcome: AnalysisRun.Outcome)?

    /// A classified project and how it was obtained.
    struct Analysis: Sendable {
        var outcome: AnalysisRun.Outcome
        var settings: [String]
        /// The classification of the previous call was reused (nothing changed).
        var classificationReused: Bool
        /// Summaries were in memory before this call (not the first call).
        var warm: Bool
        var seconds: Double
    }

    init(root: URL) {
        self.root = root.absoluteURL.standardizedFileURL
    }

    func analysis() async throws(StrataIssues) -> Analysis {
        let clock = ContinuousClock()
        let started = clock.now
        let warm = memory.fileCount > 0
        let indexed = try await AnalysisRun.index(project: root, useCache: cacheStaysInside, memory: memory)
        let fingerprint = ReportCache.fingerprint(of: indexed.index, settings: indexed.settings)
        var outcome: AnalysisRun.Outcome
        let reused: Bool
        if let last, last.fingerprint == fingerprint {
            outcome = last.outcome
            outcome.index = indexed.index
            outcome.statistics = indexed.statistics
            outcome.config = indexed.config
            reused = true
        } else {
            outcome = AnalysisRun.analyze(indexed)
            reused = false
        }
        last = (fingerprint, outcome)
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Analysis(outcome: outcome, settings: indexed.settings, classificationReused: reused, warm: warm, seconds: seconds)
    }

    /// `strata lint` on the warm index.
    func lint(_ request: LintRun.Request) async throws(StrataIssues) -> LintRun.Outcome {
        var request = request
        request.project = root
        request.indexMemory = memory
        request.lintMemory = lintMemory
        // The baseline the `baseline` tool writes by default is read back by default, as `lint.baseline`
        // of .strata.yml would be: accepted findings stay accepted on the next call.
        let defaultBaseline = root.appendingPathComponent(LintRun.defaultBaseline)
        if request.baselinePath == nil, FileManager.default.fileExists(atPath: defaultBaseline.path),
            (try? ConfigLoader.load(directory: root, presetOverride: nil))?.lint.baseline == nil
        {
            request.baselinePath = defaultBaseline.path
        }
        request.useCache = cacheStaysInside
        return try await LintRun.run(request)
    }

    /// Whether the index cache (`.strata/cache`) would be written inside the root: a `.strata` that is
    /// a symbolic link out of the project leaves the server with its in-memory index only.
    private var cacheStaysInside: Bool {
        (try? PathConfinement.resolve(".strata/cache", inside: root)) != nil
    }

    /// A path from a request, refused unless it stays inside the root.
    nonisolated func confine(_ path: String) throws(ToolFailure) -> ConfinedPath {
        do {
            return try PathConfinement.resolve(path, inside: root)
        } catch {
            throw ToolFailure(error)
        }
    }
}
