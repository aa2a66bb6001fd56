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

    /// A project read into an index, with what classifying it needs.
    public struct IndexedProject: Sendable {
        public var index: SourceIndex
        public var statistics: IndexStatistics
        public var config: ProjectConfig
        public var classifier: Classifier
        /// Settings beside the sources that change a report (part of the report cache key).
        public var settings: [String]
        /// The report cache beside the index cache; nil when caching is off.
        public var reportCache: ReportCache?
    }

    /// - Parameters:
    ///   - progress: called as files are indexed (see `ProgressLine`); nil for none.
    ///   - memory: summaries kept between runs by a long-lived process (the MCP server); nil for none.
    ///   - codeFacts: whether bodies are read (`IndexOptions.codeFacts`); the report alone does not need them.
    public static func index(
        project: URL, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil, memory: IndexMemory? = nil,
        codeFacts: Bool = true
    ) async throws(StrataIssues) -> IndexedProject {
        let config = try ConfigLoader.load(directory: project, presetOverride: nil)
        var options = IndexOptions()
        options.progress = progress
        options.memory = memory
        options.codeFacts = codeFacts
        options.excludes += config.excludes
        // Absolute, so the caches land in the project whatever the working directory.
        let cacheDirectory = project.appendingPathComponent(".strata/cache")
        options.cacheDirectory = useCache ? cacheDirectory : nil
        let (index, statistics) = try await Indexer(options: options).indexWithStatistics(root: project)
        let globs = config.layerGlobs.map { ($0.layer, $0.glob) }
        return IndexedProject(
            index: index, statistics: statistics, config: config, classifier: Classifier(layers: LayerRules(globs: globs)),
            settings: globs.map { "\($0.0.rawValue)=\($0.1)" },
            reportCache: useCache ? ReportCache(directory: cacheDirectory.path) : nil)
    }

    /// index → classify → report, everything in memory (for front doors that use the model).
    public static func run(
        project: URL, useCache: Bool = true, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) async throws(StrataIssues) -> Outcome {
        analyze(try await index(project: project, useCache: useCache, progress: progress))
    }

    /// classify → report, for an index already made.
    public static func analyze(_ indexed: IndexedProject) -> Outcome {
        let model = indexed.classifier.classify(indexed.index)
        let report = AnalysisReportBuilder.build(model, index: indexed.index)
        return Outcome(index: indexed.index, model: model, report: report, statistics: indexed.statistics, config: indexed.config)
    }
}
