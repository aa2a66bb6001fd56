import StrataModel
import StrataParallel

/// The end of an indexing run: outcomes, in path order, become the index's lists and the statistics.
struct IndexAssembly {
    var files: [FileSummary] = []
    var targets: [PackageTarget] = []
    /// Sorted by file, then in the order found: stable output for reports and tests.
    var problems: [StrataIssue]

    /// The summaries are moved out of the outcomes, which nothing reads afterwards: copying them
    /// cost a dozen retains each, and releasing the outcomes' copies later as many releases, on one core.
    init(outcomes: [FileOutcome?], order: [Int], problems discoveryProblems: [StrataIssue], statistics: inout IndexStatistics) {
        var problems = discoveryProblems
        var summarized: [Int] = []
        summarized.reserveCapacity(outcomes.count)
        for position in order {
            guard let outcome = outcomes[position] else { continue }
            statistics.bytesRead += outcome.bytesRead
            if outcome.hasSummary {
                summarized.append(position)
                if outcome.fromCache { statistics.filesFromCache += 1 } else { statistics.filesParsed += 1 }
            }
            if outcome.trustedByStamp { statistics.filesTrustedByStamp += 1 }
            if let problem = outcome.problem { problems.append(problem) }
            if !outcome.hasSummary, outcome.problem != nil { statistics.filesSkipped += 1 }
            targets += outcome.targets
        }
        // On all cores. `summarized` lists only outcomes with a summary, and each is touched by one slice.
        files = ParallelSlices.flatMap(summarized.count, minimumSlice: 1024) { outcomes[summarized[$0]]!.summary.take()! }
        statistics.linesIndexed = files.withUnsafeBufferPointer { summaries in summaries.indices.reduce(0) { $0 + summaries[$1].lineCount } }
        self.problems = problems.enumerated().sorted { left, right in
            let leftFile = left.element.location?.file ?? ""
            let rightFile = right.element.location?.file ?? ""
            return leftFile != rightFile ? leftFile < rightFile : left.offset < right.offset
        }.map(\.element)
    }
}
