import StrataIndex
import StrataLint

extension LintRun {
    /// What a run through the kept look-ups gives: the engine's outcome, the look-ups it used, and
    /// how many files were read again.
    struct ReplacedRun {
        var outcome: LintEngine.Outcome
        var project: LintProject
        var files: Int
    }

    /// Checks the files edited since the run `results` remembers (`LintMemory`), when the edits moved
    /// lines or changed bodies only: the files are read again, put into the remembered look-ups, and
    /// checked; every other file's findings are the remembered ones, and the project rules and the
    /// suppressions run as always. nil when anything else changed (for a run from the index).
    ///
    /// The findings are a whole run's: the edited files' summaries are the indexer's (`summarizeFile`),
    /// the look-ups are the rebuilt ones (`LintProject.replacing(_:)`), and what other files' checks
    /// read of an edited file is what they read before (its `crossFileDigest` is unchanged).
    static func replacingInMemory(
        _ results: LintResultStore, engine: LintEngine, options: IndexOptions, concurrency: Int
    ) async -> ReplacedRun? {
        guard let remembered = results.remembered, let edited = results.editedSinceRemembered(), !edited.isEmpty else { return nil }
        let indexer = Indexer(options: options)
        var summaries: [FileSummary] = []
        for file in edited {
            guard let summary = indexer.summarizeFile(file.path, rootPath: results.rootPath, contentHash: file.contentHash) else { return nil }
            summaries.append(summary)
        }
        guard let project = remembered.project.replacing(summaries) else { return nil }
        let outcome = await engine.run(
            project: project, concurrency: concurrency, rechecking: Set(edited.map(\.path)), previous: remembered.results.fileRuleFindings)
        let saved = results.save(outcome, edited: summaries)
        results.memory?.remember(saved.map { LintMemory.State(rootPath: results.rootPath, results: $0, project: project) })
        return ReplacedRun(outcome: outcome, project: project, files: edited.count)
    }
}
