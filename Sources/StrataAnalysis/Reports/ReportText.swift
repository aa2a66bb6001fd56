import StrataIndex
import StrataModel
import StrataParallel

/// index → classify → report → text: what `strata analyze` prints, reusing the report cache when the
/// index and settings are unchanged.
public enum ReportText {
    public struct Result: Sendable {
        public var text: String
        /// Nil when the text came from the cache (nothing was classified).
        public var model: CodebaseModel?
        package var fromCache: Bool
    }

    /// - Parameters:
    ///   - settings: whatever else changes the report (layer globs), part of the cache key.
    ///   - cache: where the last report is kept; nil for none.
    ///   - needsModel: classify even on a cache hit (callers that print per-type details).
    public static func make(
        index: SourceIndex, classifier: Classifier, settings: [String], format: ReportFormat, cache: ReportCache?, needsModel: Bool = false
    ) throws -> Result {
        let fingerprint = cache.map { _ in ReportCache.fingerprint(of: index, settings: settings + [format.rawValue]) }
        if !needsModel, let cache, let fingerprint, let text = cache.text(named: format.rawValue, fingerprint: fingerprint) {
            return Result(text: text, model: nil, fromCache: true)
        }
        let model = classifier.classify(index)
        // The Markdown's look-ups need only the model: built on the other core meanwhile.
        let (report, lookup) = ParallelSlices.both(
            { AnalysisReportBuilder.build(model, index: index) },
            { format == .markdown ? DesignLookup(types: model.types, relations: model.relations, index: index) : nil })
        let text = try lookup.map { MarkdownReport(report: report, index: index, lookup: $0).render() } ?? format.render(report, index: index)
        if let cache, let fingerprint { cache.store(text, named: format.rawValue, fingerprint: fingerprint) }
        ExitTeardown.keepUntilExit(report)
        return Result(text: text, model: model, fromCache: false)
    }
}
