import StrataModel

/// The end of an indexing run: outcomes, in path order, become the index's lists and the statistics.
struct IndexAssembly {
    var files: [FileSummary] = []
    var targets: [PackageTarget] = []
    /// Sorted by file, then in the order found: stable output for reports and tests.
    var problems: [StrataIssue]

    init(outcomes: [FileOutcome?], order: [Int], problems discoveryProblems: [StrataIssue], statistics: inout IndexStatistics) {
        var problems = discoveryProblems
        files.reserveCapacity(outcomes.count)
        for position in order {
            guard let outcome = outcomes[position] else { continue }
            statistics.bytesRead += outcome.bytesRead
            if let summary = outcome.summary {
                files.append(summary)
                statistics.linesIndexed += summary.lineCount
                if outcome.fromCache { statistics.filesFromCache += 1 } else { statistics.filesParsed += 1 }
            }
            if outcome.trustedByStamp { statistics.filesTrustedByStamp += 1 }
            if let problem = outcome.problem { problems.append(problem) }
            if outcome.summary == nil, outcome.problem != nil { statistics.filesSkipped += 1 }
            targets += outcome.targets
        }
        self.problems = problems.enumerated().sorted { left, right in
            let leftFile = left.element.location?.file ?? ""
            let rightFile = right.element.location?.file ?? ""
            return leftFile != rightFile ? leftFile < rightFile : left.offset < right.offset
        }.map(\.element)
    }
}
