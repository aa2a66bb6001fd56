import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import StrataSpec

/// index → classify → report: `strata analyze` as one call, for the CLI and other front doors.
public enum AnalysisRun {
    public struct Outcome: Sendable {
        public var index: SourceIndex
        public var model: CodebaseModel
        public var report: AnalysisReport
        public var statistics: IndexStatistics
        public var config: ProjectConfig
    }

    /// - Parameter progress: called as files are indexed (see `ProgressLine`); nil for none.
    public static func run(
        project: URL, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        let config = try ConfigLoader.load(directory: project, presetOverride: nil)
        var options = IndexOptions()
        options.progress = progress
        options.excludes += config.excludes
        if !useCache { options.cacheDirectory = nil }
        let (index, statistics) = try await Indexer(options: options).indexWithStatistics(root: project)
        let classifier = Classifier(layers: LayerRules(globs: config.layerGlobs.map { ($0.layer, $0.glob) }))
        let model = classifier.classify(index)
        let report = AnalysisReportBuilder.build(model, index: index)
        return Outcome(index: index, model: model, report: report, statistics: statistics, config: config)
    }
}
